export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted text-muted-foreground">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 text-sm sm:px-6">
        <p>
          <span className="font-semibold text-foreground">PrepArena</span> — exam practice for JAMB
          UTME, WAEC SSCE and NECO SSCE.
        </p>
        <p className="mt-1">Child-safe and ad-free.</p>
      </div>
    </footer>
  );
}
