const paths = {
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 18l6-6-6-6',
} as const;

/** The runner's stroke icons; decorative, so hidden from assistive technology. */
export function Icon({
  name,
  className = 'h-4 w-4',
  filled = false,
}: {
  name: keyof typeof paths;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
