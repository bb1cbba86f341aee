export type IconName =
  'target' | 'timer' | 'chart' | 'trophy' | 'medal' | 'shield' | 'check' | 'arrow-left';

const CIRCLE_9 = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18';

// Stroke paths on a 24x24 grid; kept inline so the marketing pages load no images.
const PATHS: Record<IconName, readonly string[]> = {
  target: [CIRCLE_9, 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8', 'M12 12h.01'],
  timer: [CIRCLE_9, 'M12 7v5l3 2'],
  chart: ['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'],
  trophy: [
    'M8 4h8v5a4 4 0 0 1-8 0Z',
    'M8 6H5a3 3 0 0 0 3 4',
    'M16 6h3a3 3 0 0 1-3 4',
    'M12 13v4',
    'M8 20h8',
  ],
  medal: ['M12 4a5 5 0 1 0 0 10a5 5 0 1 0 0-10', 'M9 13.5 8 21l4-2 4 2-1-7.5'],
  shield: ['M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6Z', 'm9 12 2 2 4-4'],
  check: ['m5 12 5 5 9-10'],
  'arrow-left': ['M19 12H5', 'm11 18-6-6 6-6'],
};

interface IconProps {
  name: IconName;
  className?: string;
}

/** Decorative only: the text beside it carries the meaning. */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
