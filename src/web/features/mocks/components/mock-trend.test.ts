import { describe, expect, it } from 'vitest';
import { mockTrends, type TrendMock } from './mock-trend';

const utme = (id: string, completedAt: string, total: number): TrendMock => ({
  attemptId: id,
  exam: 'jamb',
  completedAt,
  total,
  maxTotal: 400,
  sections: ['english', 'mathematics', 'physics', 'chemistry'].map((subject) => ({ subject })),
});
const waec = (id: string, subject: string, completedAt: string, total: number): TrendMock => ({
  attemptId: id,
  exam: 'waec',
  completedAt,
  total,
  maxTotal: 100,
  sections: [{ subject }],
});

describe('mockTrends', () => {
  it('keeps each kind of paper on its own line, the newest line first', () => {
    const lines = mockTrends([
      waec('w2', 'physics', '2026-11-20T10:00:00Z', 55),
      utme('u2', '2026-11-18T10:00:00Z', 250),
      waec('w1', 'mathematics', '2026-11-15T10:00:00Z', 62),
      utme('u1', '2026-11-10T10:00:00Z', 210),
    ]);
    expect(lines.map((l) => [l.key, l.label, l.maxTotal])).toEqual([
      ['waec/physics', 'WAEC Physics', 100],
      ['jamb', 'JAMB UTME total', 400],
      ['waec/mathematics', 'WAEC Mathematics', 100],
    ]);
    expect(lines[1]!.points.map((p) => [p.label, p.value])).toEqual([
      ['10 Nov', 210],
      ['18 Nov', 250],
    ]);
  });

  it('plots one point a day, the day’s latest mock, on the reader’s calendar', () => {
    const [line] = mockTrends(
      [
        // 23:30 UTC on the 10th is already the 11th in Lagos.
        utme('c', '2026-11-10T23:30:00Z', 300),
        utme('b', '2026-11-10T15:00:00Z', 200),
        utme('a', '2026-11-10T09:00:00Z', 100),
      ],
      'Africa/Lagos',
    );
    expect(line!.points.map((p) => [p.longLabel, p.value])).toEqual([
      ['10 Nov 2026', 200],
      ['11 Nov 2026', 300],
    ]);
    // Distinct x for each point (the chart keys its points by x).
    expect(new Set(line!.points.map((p) => p.x)).size).toBe(2);
  });

  it('has no line without a mock', () => {
    expect(mockTrends([])).toEqual([]);
  });
});
