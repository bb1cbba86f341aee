/** Centered loading text with a small spinner; the text is what screen readers hear. */
export function Loading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <span
        aria-hidden
        className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-primary"
      />
      <span>{text}</span>
    </div>
  );
}
