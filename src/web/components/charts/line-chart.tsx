import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { layoutChart, nearestPoint, type LinePoint } from './line-chart-layout';

export type { LinePoint };

/** The chart's width follows its box (phones turn; the card is narrower than the screen). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // A new observer reports the current size once, then every change.
    const observer = new ResizeObserver(() => setWidth(Math.round(el.clientWidth) || fallback));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * A small hand-written SVG line chart (issue 10: no chart library; ≤ 5 KB gzipped): y axis from
 * 0 to `yMax` with five labelled ticks, as many x labels as fit, one point per value with a
 * `<title>`. A tap or drag anywhere on the plot selects the nearest point and shows its value
 * (every point also has a 44 px hit circle). Screen readers get the summary as the image's name
 * and the values in a table under "Show as table", which everyone can open.
 */
export function LineChart({
  points,
  title,
  valueLabel,
  unit = '%',
  yMax = 100,
  height = 300,
}: {
  points: readonly LinePoint[];
  /** What the chart shows, e.g. "Daily average score". */
  title: string;
  /** The value column's heading in the table, e.g. "Average score". */
  valueLabel: string;
  unit?: string;
  yMax?: number;
  height?: number;
}) {
  const [boxRef, width] = useWidth(320);
  const [selected, setSelected] = useState<number | null>(null);
  const { plot, positions, yTicks, xLabels } = layoutChart(points, { width, height, yMax });
  const active = selected !== null && selected < points.length ? selected : null;
  const text = (p: LinePoint) => `${p.longLabel}: ${p.value}${unit}`;
  const last = points.at(-1);
  const summary = `${title}: ${points.length} ${points.length === 1 ? 'day' : 'days'}${
    last ? `, latest ${text(last)}` : ''
  }.`;

  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const i = nearestPoint(positions, e.clientX - box.left);
    if (i >= 0) setSelected(i);
  };
  const tip = active === null ? null : { p: points[active]!, at: positions[active]! };
  const tipWidth = tip ? text(tip.p).length * 6.2 + 14 : 0;
  const tipX = tip ? Math.min(Math.max(tip.at.x - tipWidth / 2, 0), width - tipWidth) : 0;
  const tipY = tip ? (tip.at.y - 34 < 0 ? tip.at.y + 12 : tip.at.y - 34) : 0;

  return (
    <figure className="space-y-1">
      <div ref={boxRef} className="w-full">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block touch-pan-y select-none text-[11px]"
          onPointerDown={pick}
          onPointerMove={(e) => (e.pointerType === 'mouse' || e.buttons ? pick(e) : undefined)}
        >
          {yTicks.map((t) => (
            <g key={t.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={t.y}
                y2={t.y}
                className={t.value ? 'stroke-border' : 'stroke-muted-foreground'}
              />
              <text
                x={plot.left - 6}
                y={t.y}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground"
              >
                {t.value}
                {unit}
              </text>
            </g>
          ))}
          {xLabels.map((i) => (
            <text
              key={points[i]!.x}
              x={Math.min(Math.max(positions[i]!.x, plot.left), width - 22)}
              y={plot.bottom + 18}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {points[i]!.label}
            </text>
          ))}
          {points.length > 1 ? (
            <polyline
              points={positions.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className="stroke-primary"
            />
          ) : null}
          {tip ? (
            <line
              x1={tip.at.x}
              x2={tip.at.x}
              y1={plot.top}
              y2={plot.bottom}
              strokeDasharray="3 3"
              className="stroke-muted-foreground"
            />
          ) : null}
          {positions.map((p, i) => (
            <g key={points[i]!.x}>
              <circle cx={p.x} cy={p.y} r={22} fill="transparent">
                <title>{text(points[i]!)}</title>
              </circle>
              <circle
                data-testid="chart-point"
                cx={p.x}
                cy={p.y}
                r={i === active ? 6 : 4}
                strokeWidth={2}
                className="pointer-events-none fill-primary stroke-card"
              />
            </g>
          ))}
          {tip ? (
            <g className="pointer-events-none" data-testid="chart-tip">
              <rect
                x={tipX}
                y={tipY}
                width={tipWidth}
                height={24}
                rx={4}
                className="fill-foreground"
              />
              <text
                x={tipX + tipWidth / 2}
                y={tipY + 12}
                dy="0.32em"
                textAnchor="middle"
                className="fill-background"
              >
                {text(tip.p)}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
          Show as table
        </summary>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.x} className="border-t">
                <td className="py-1">{p.longLabel}</td>
                <td className="py-1 text-right">
                  {p.value}
                  {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
