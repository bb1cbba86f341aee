/** A point of a line chart: `x` on a linear scale (e.g. a day number), `value` from 0 to yMax. */
export type LinePoint = {
  x: number;
  value: number;
  /** Short x-axis label ("12 Nov"). */
  label: string;
  /** Full label for the table and the point's title ("12 Nov 2026"). */
  longLabel: string;
};

export const MARGIN = { top: 14, right: 14, bottom: 30, left: 42 } as const;
/** Narrowest gap between two x-axis labels, in px ("12 Nov" at 11 px is ~38 px wide). */
export const MIN_LABEL_GAP = 52;

export type Layout = {
  plot: { left: number; top: number; right: number; bottom: number };
  positions: { x: number; y: number }[];
  yTicks: { value: number; y: number }[];
  /** Indexes of the points whose label the x axis shows. */
  xLabels: number[];
};

/**
 * Where everything goes in a chart of `width` × `height` px: points spread over the plot by `x`
 * (one point in the middle), y from 0 at the bottom to `yMax` at the top, five y ticks, and as
 * many x labels as fit without overlapping — always the last (newest) one.
 */
export function layoutChart(
  points: readonly LinePoint[],
  { width, height, yMax }: { width: number; height: number; yMax: number },
): Layout {
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: Math.max(MARGIN.left + 1, width - MARGIN.right),
    bottom: Math.max(MARGIN.top + 1, height - MARGIN.bottom),
  };
  const xs = points.map((p) => p.x);
  const min = Math.min(...xs);
  const span = Math.max(...xs) - min;
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const clamp = (v: number) => Math.max(0, Math.min(yMax, v));
  const positions = points.map((p) => ({
    x: span > 0 ? plot.left + ((p.x - min) / span) * plotWidth : plot.left + plotWidth / 2,
    y: plot.bottom - (clamp(p.value) / yMax) * plotHeight,
  }));
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({
    value: Math.round(f * yMax),
    y: plot.bottom - f * plotHeight,
  }));
  const xLabels: number[] = [];
  for (let i = positions.length - 1; i >= 0; i--) {
    const last = xLabels.at(-1);
    if (last === undefined || positions[last]!.x - positions[i]!.x >= MIN_LABEL_GAP)
      xLabels.push(i);
  }
  return { plot, positions, yTicks, xLabels: xLabels.reverse() };
}

/** The index of the point nearest to `x` (px), or -1 when there are none. */
export function nearestPoint(positions: readonly { x: number }[], x: number): number {
  let best = -1;
  let distance = Infinity;
  positions.forEach((p, i) => {
    const d = Math.abs(p.x - x);
    if (d < distance) [best, distance] = [i, d];
  });
  return best;
}
