/**
 * The profile's Exam Progress and Topic Progress cards (spec §2 /app/profile, §4 filter cascade,
 * §9 per-level stats; issue 10; ADR 0022): the compact series the server aggregates, the options
 * and cascade of the four selectors, and the stats and daily points of a selection.
 */
import { AVAILABLE_EXAM_CODES, examDisplayName, subjectDisplayName } from './catalogue';

/** A practice level the student has submitted quizzes in: exam, subject, level. */
export type SeriesLevel = [examType: string, subject: string, level: number];

/**
 * Practice quizzes of one level on one day (in the student's time zone), five numbers per
 * group in a flat array: level (an index into `levels`), day (days since 1970-01-01),
 * attempts, sum of their scores, best score. Scores are whole percents.
 */
export const PRACTICE_STRIDE = 5;
/**
 * One topic of one level on one day, six numbers per group: level, topic (an index into
 * `topics`), day, quizzes with questions of the topic, sum of their topic percents, best.
 */
export const TOPIC_STRIDE = 6;

/** What GET /api/me/profile sends for the charts: flat arrays of numbers, names once each. */
export type ProgressSeries = {
  /** Most recently practised first. */
  levels: SeriesLevel[];
  topics: string[];
  /** Groups of PRACTICE_STRIDE numbers. */
  practice: number[];
  /** Groups of TOPIC_STRIDE numbers. */
  topic: number[];
};

/** The four selectors; null is "All Levels" / "All Topics" (or nothing to choose yet). */
export type ProgressFilter = {
  exam: string | null;
  subject: string | null;
  level: number | null;
  topic: string | null;
};

export type FilterAction =
  | { type: 'exam'; exam: string }
  | { type: 'subject'; subject: string }
  | { type: 'level'; level: number | null }
  | { type: 'topic'; topic: string | null };

export type Option<T> = { value: T; label: string };

/** The choices the selectors offer: only what the student has practised (ADR 0022). */
export type ProgressOptions = {
  exams: Option<string>[];
  subjects: (exam: string | null) => Option<string>[];
  levels: (exam: string | null, subject: string | null) => Option<number>[];
  topics: (exam: string | null, subject: string | null) => Option<string>[];
};

const examRank = (exam: string) => {
  const i = (AVAILABLE_EXAM_CODES as readonly string[]).indexOf(exam);
  return i === -1 ? AVAILABLE_EXAM_CODES.length : i;
};
const byLabel = <T>(a: Option<T>, b: Option<T>) => a.label.localeCompare(b.label);
const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * Selector options from the series: exams in catalogue order (JAMB, WAEC, NECO), subjects by
 * name, levels by number, topics by name (those of the subject, over all its levels).
 */
export function progressOptions(series: ProgressSeries): ProgressOptions {
  const levelsOf = (exam: string | null, subject: string | null) =>
    series.levels.filter(([e, s]) => e === exam && (subject === null || s === subject));
  return {
    exams: distinct(series.levels.map(([e]) => e))
      .sort((a, b) => examRank(a) - examRank(b) || a.localeCompare(b))
      .map((value) => ({ value, label: examDisplayName(value) })),
    subjects: (exam) =>
      distinct(levelsOf(exam, null).map(([, s]) => s))
        .map((value) => ({ value, label: subjectDisplayName(value) }))
        .sort(byLabel),
    levels: (exam, subject) =>
      distinct(levelsOf(exam, subject).map(([, , l]) => l))
        .sort((a, b) => a - b)
        .map((value) => ({ value, label: `Level ${value}` })),
    topics: (exam, subject) => {
      const levels = new Set(
        series.levels.flatMap(([e, s], i) => (e === exam && s === subject ? [i] : [])),
      );
      const topics = new Set<string>();
      for (let i = 0; i < series.topic.length; i += TOPIC_STRIDE)
        if (levels.has(series.topic[i]!)) topics.add(series.topics[series.topic[i + 1]!]!);
      return [...topics].map((value) => ({ value, label: value })).sort(byLabel);
    },
  };
}

/** The selection the page opens with: the most recently practised exam and subject. */
export function initialFilter(series: ProgressSeries): ProgressFilter {
  const [latest] = series.levels;
  return { exam: latest?.[0] ?? null, subject: latest?.[1] ?? null, level: null, topic: null };
}

/**
 * The filter cascade, exactly as spec §4: choosing an exam resets subject to the first
 * available subject and clears level and topic; changing subject or topic clears level;
 * changing level clears topic.
 */
export function reduceFilter(
  state: ProgressFilter,
  action: FilterAction,
  options: Pick<ProgressOptions, 'subjects'>,
): ProgressFilter {
  switch (action.type) {
    case 'exam':
      return {
        exam: action.exam,
        subject: options.subjects(action.exam)[0]?.value ?? null,
        level: null,
        topic: null,
      };
    case 'subject':
      return { ...state, subject: action.subject, level: null };
    case 'topic':
      return { ...state, topic: action.topic, level: null };
    case 'level':
      return { ...state, level: action.level, topic: null };
  }
}

export type ProgressPoint = { day: string; average: number };
export type ProgressSummary = {
  attempts: number;
  /** Whole percent; 0 with no attempts. */
  averageScore: number;
  bestScore: number;
  /** One per day with attempts, oldest first: that day's average score. */
  points: ProgressPoint[];
};

/** A day number (days since 1970-01-01) as YYYY-MM-DD. */
export function dayString(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

type Bucket = { day: number; attempts: number; sum: number; best: number };

function summarise(rows: Bucket[]): ProgressSummary {
  const days = new Map<number, Bucket>();
  let attempts = 0;
  let sum = 0;
  let best = 0;
  for (const r of rows) {
    attempts += r.attempts;
    sum += r.sum;
    best = Math.max(best, r.best);
    const d = days.get(r.day);
    if (d) {
      d.attempts += r.attempts;
      d.sum += r.sum;
    } else days.set(r.day, { ...r });
  }
  return {
    attempts,
    averageScore: attempts ? Math.round(sum / attempts) : 0,
    bestScore: best,
    points: [...days.values()]
      .sort((a, b) => a.day - b.day)
      .map((d) => ({ day: dayString(d.day), average: Math.round(d.sum / d.attempts) })),
  };
}

/** Indexes of the series' levels that the selection covers (level null: all of the subject). */
function selectedLevels(series: ProgressSeries, f: ProgressFilter): Set<number> {
  const out = new Set<number>();
  series.levels.forEach(([e, s, l], i) => {
    if (e === f.exam && s === f.subject && (f.level === null || l === f.level)) out.add(i);
  });
  return out;
}

/** Exam Progress: the practice quizzes of the exam, subject and level (or All Levels). */
export function examProgress(series: ProgressSeries, f: ProgressFilter): ProgressSummary {
  const levels = selectedLevels(series, f);
  const rows: Bucket[] = [];
  const p = series.practice;
  for (let i = 0; i < p.length; i += PRACTICE_STRIDE)
    if (levels.has(p[i]!))
      rows.push({ day: p[i + 1]!, attempts: p[i + 2]!, sum: p[i + 3]!, best: p[i + 4]! });
  return summarise(rows);
}

/**
 * Topic Progress: one topic's results in the selected quizzes (each quiz's percent of that
 * topic's questions). "All Topics" is every topic of the quiz together, which is the quiz's own
 * score, so it equals Exam Progress for the same selection.
 */
export function topicProgress(series: ProgressSeries, f: ProgressFilter): ProgressSummary {
  if (f.topic === null) return examProgress(series, f);
  const topic = series.topics.indexOf(f.topic);
  const levels = selectedLevels(series, f);
  const rows: Bucket[] = [];
  const t = series.topic;
  for (let i = 0; i < t.length; i += TOPIC_STRIDE)
    if (t[i + 1] === topic && levels.has(t[i]!))
      rows.push({ day: t[i + 2]!, attempts: t[i + 3]!, sum: t[i + 4]!, best: t[i + 5]! });
  return summarise(rows);
}
