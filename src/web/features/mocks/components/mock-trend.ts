import type { LinePoint } from '../../../components/charts/line-chart';
import { examDisplayName, examShortName, subjectDisplayName } from '../../../../domain/catalogue';

/** As much of a completed mock as the trend reads (the history's MockSummary). */
export type TrendMock = {
  attemptId: string;
  exam: string;
  completedAt: string;
  total: number;
  maxTotal: number;
  sections: readonly { subject: string }[];
};

/** One line of the trend: the UTME's totals, or one WAEC/NECO subject's scores. */
export type TrendSeries = { key: string; label: string; maxTotal: number; points: LinePoint[] };

const dayKey = (at: string, timeZone?: string) =>
  // en-CA writes dates as YYYY-MM-DD.
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Which line a mock belongs on: a UTME paper's total, or a one-subject paper's subject. */
function seriesOf(m: TrendMock): { key: string; label: string } {
  if (m.sections.length !== 1) return { key: m.exam, label: `${examDisplayName(m.exam)} total` };
  const subject = m.sections[0]!.subject;
  return {
    key: `${m.exam}/${subject}`,
    label: `${examShortName(m.exam)} ${subjectDisplayName(subject)}`,
  };
}

/**
 * The history (newest first) as trend lines, the line with the newest mock first: totals are
 * comparable only within one kind of paper, so a UTME paper (/400) and a WAEC Physics paper
 * (/100) never share a line. The profile's chart plots days, so each line has one point a day,
 * that day's latest mock, on the reader's calendar (or `timeZone`'s).
 */
export function mockTrends(history: readonly TrendMock[], timeZone?: string): TrendSeries[] {
  const lines = new Map<string, TrendSeries & { days: Set<string> }>();
  for (const m of history) {
    const { key, label } = seriesOf(m);
    const line = lines.get(key) ?? {
      key,
      label,
      maxTotal: m.maxTotal,
      points: [],
      days: new Set(),
    };
    lines.set(key, line);
    const day = dayKey(m.completedAt, timeZone);
    if (line.days.has(day)) continue; // newest first: that day's latest is in already
    line.days.add(day);
    const date = new Date(`${day}T00:00:00Z`);
    line.points.push({
      x: date.getTime() / 86_400_000,
      value: m.total,
      label: short.format(date),
      longLabel: long.format(date),
    });
  }
  return [...lines.values()].map(({ days: _days, points, ...line }) => ({
    ...line,
    points: points.reverse(),
  }));
}
