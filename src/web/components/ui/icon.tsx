const paths = {
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  check: 'M5 12l5 5L20 7',
  cross: 'M6 6l12 12M18 6L6 18',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 18l6-6-6-6',
} as const;

export type IconName = keyof typeof paths;

/** The app's stroke icons (quiz runner, practice screens); decorative, so hidden from assistive technology. */
export function Icon({
  name,
  className = 'h-4 w-4',
  filled = false,
}: {
  name: IconName;
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
