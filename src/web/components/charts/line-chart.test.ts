import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';
import {
  layoutChart,
  MARGIN,
  MIN_LABEL_GAP,
  nearestPoint,
  type LinePoint,
} from './line-chart-layout';

const point = (x: number, value: number): LinePoint => ({
  x,
  value,
  label: `d${x}`,
  longLabel: `day ${x}`,
});

describe('layoutChart', () => {
  const size = { width: 320, height: 300, yMax: 100 };

  it('puts 0 at the bottom and yMax at the top, with five ticks', () => {
    const { plot, positions, yTicks } = layoutChart([point(1, 0), point(2, 100)], size);
    expect(plot).toEqual({
      left: MARGIN.left,
      top: MARGIN.top,
      right: 320 - MARGIN.right,
      bottom: 300 - MARGIN.bottom,
    });
    expect(positions).toEqual([
      { x: plot.left, y: plot.bottom },
      { x: plot.right, y: plot.top },
    ]);
    expect(yTicks.map((t) => t.value)).toEqual([0, 25, 50, 75, 100]);
    expect(yTicks[2]!.y).toBe((plot.top + plot.bottom) / 2);
  });

  it('spaces points by x (gaps between days show) and centres a single point', () => {
    const { positions, plot } = layoutChart([point(0, 50), point(1, 50), point(4, 50)], size);
    const w = plot.right - plot.left;
    expect(positions.map((p) => p.x)).toEqual([plot.left, plot.left + w / 4, plot.right]);
    const one = layoutChart([point(7, 80)], size);
    expect(one.positions[0]!.x).toBe((one.plot.left + one.plot.right) / 2);
    expect(one.xLabels).toEqual([0]);
  });

  it('keeps values inside the plot', () => {
    const { positions, plot } = layoutChart([point(0, -5), point(1, 130)], size);
    expect(positions.map((p) => p.y)).toEqual([plot.bottom, plot.top]);
  });

  it('labels as many days as fit at 360 px without overlap, always the newest', () => {
    const many = Array.from({ length: 60 }, (_, i) => point(i, 50));
    const { positions, xLabels } = layoutChart(many, { ...size, width: 312 });
    expect(xLabels.at(-1)).toBe(59);
    expect(xLabels.length).toBeGreaterThan(2);
    for (let i = 1; i < xLabels.length; i++)
      expect(positions[xLabels[i]!]!.x - positions[xLabels[i - 1]!]!.x).toBeGreaterThanOrEqual(
        MIN_LABEL_GAP,
      );
  });

  it('nearestPoint finds the point under a tap', () => {
    expect(nearestPoint([{ x: 10 }, { x: 50 }, { x: 90 }], 62)).toBe(1);
    expect(nearestPoint([{ x: 10 }, { x: 50 }, { x: 90 }], 200)).toBe(2);
    expect(nearestPoint([], 10)).toBe(-1);
  });
});

describe('LineChart', () => {
  const render = (points: LinePoint[]) =>
    renderToStaticMarkup(
      createElement(LineChart, {
        points,
        title: 'Daily average score',
        valueLabel: 'Average score',
      }),
    );

  it('is an image named by its summary, 300 px high, with a title per point', () => {
    const html = render([point(1, 40), point(2, 75)]);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Daily average score: 2 days, latest day 2: 75%."');
    expect(html).toContain('height="300"');
    expect(html.match(/data-testid="chart-point"/g)).toHaveLength(2);
    expect(html).toContain('<title>day 1: 40%</title>');
    expect(html).toContain('<title>day 2: 75%</title>');
    expect(html.match(/<polyline/g)).toHaveLength(1);
    // Touch targets: a 44 px hit circle per point.
    expect(html.match(/r="22"/g)).toHaveLength(2);
    for (const label of ['0%', '25%', '50%', '75%', '100%']) expect(html).toContain(`>${label}<`);
  });

  it('has the values in a table for screen readers and anyone who opens it', () => {
    const html = render([point(1, 40), point(2, 75)]);
    expect(html).toContain('<caption class="sr-only">Daily average score</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Day<\/th>/);
    expect(html).toMatch(/<td[^>]*>day 2<\/td><td[^>]*>75%<\/td>/);
  });

  it('draws one point without a line', () => {
    const html = render([point(1, 60)]);
    expect(html.match(/data-testid="chart-point"/g)).toHaveLength(1);
    expect(html).not.toContain('<polyline');
    expect(html).toContain('1 day, latest day 1: 60%');
  });
});

describe('the chart’s size (issue 10: ≤ 5 KB gzipped)', () => {
  it('bundles to under 5 KB gzipped without React', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'line-chart.tsx')],
      bundle: true,
      minify: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      external: ['react', 'react/jsx-runtime', 'react-dom'],
      logLevel: 'silent',
    });
    const gzip = zlib.gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    expect(gzip).toBeLessThan(5 * 1024);
  });
});
