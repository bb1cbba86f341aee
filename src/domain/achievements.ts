/**
 * Achievements (spec §3; issue 10; ADR 0019). The server awards them in the statement that
 * submits a practice quiz (services/achievements/award-sql.ts builds its SQL from these rules);
 * the achievements page shows the same rules and each one's progress.
 */

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export const RARITY_LABEL: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** The exact limits of every rule; the SQL and the page read them from here. */
export const ACHIEVEMENT_LIMITS = {
  /** Speed Demon and Perfect Score count only quizzes of at least this many questions. */
  minQuestions: 10,
  /** Speed Demon: finished in strictly fewer seconds than this… */
  speedSeconds: 180,
  /** …with at least this score (a pass). */
  speedMinScore: 50,
  /** Week Warrior: a streak of this many consecutive days. */
  streakDays: 7,
  /** Scholar: this many submitted practice quizzes. */
  scholarQuizzes: 50,
  /** Master: this average score (percent) over every completed level… */
  masterAverage: 90,
  /** …with completed levels in at least this many subjects. */
  masterSubjects: 3,
} as const;

const L = ACHIEVEMENT_LIMITS;

export type AchievementCode =
  'first-steps' | 'speed-demon' | 'perfect-score' | 'week-warrior' | 'scholar' | 'master';

export type AchievementDefinition = {
  code: AchievementCode;
  title: string;
  /** The spec's short description. */
  description: string;
  /** The exact rule, as the page shows it. */
  rule: string;
  rarity: Rarity;
  /** An icon name of the web's icon set. */
  icon: string;
};

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    code: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first quiz',
    rule: 'Submit any practice quiz.',
    rarity: 'common',
    icon: 'footprints',
  },
  {
    code: 'speed-demon',
    title: 'Speed Demon',
    description: 'Complete a quiz in under 3 minutes',
    rule: `Finish a quiz of at least ${L.minQuestions} questions in under ${L.speedSeconds / 60} minutes with a score of ${L.speedMinScore}% or more.`,
    rarity: 'rare',
    icon: 'zap',
  },
  {
    code: 'perfect-score',
    title: 'Perfect Score',
    description: 'Score 100% on a quiz',
    rule: `Answer every question right in a quiz of at least ${L.minQuestions} questions.`,
    rarity: 'epic',
    icon: 'star',
  },
  {
    code: 'week-warrior',
    title: 'Week Warrior',
    description: 'Study 7 days straight',
    rule: `Complete a quiz on ${L.streakDays} days in a row (your time zone).`,
    rarity: 'rare',
    icon: 'flame',
  },
  {
    code: 'scholar',
    title: 'Scholar',
    description: 'Complete 50 quizzes',
    rule: `Submit ${L.scholarQuizzes} practice quizzes.`,
    rarity: 'epic',
    icon: 'book',
  },
  {
    code: 'master',
    title: 'Master',
    description: '90% average across all subjects',
    rule: `Average ${L.masterAverage}% or more over all your completed levels, with completed levels in at least ${L.masterSubjects} subjects.`,
    rarity: 'legendary',
    icon: 'crown',
  },
];

export const ACHIEVEMENT_BY_CODE = new Map(ACHIEVEMENTS.map((a) => [a.code, a]));

/** One submitted practice quiz, as the rules see it. */
export type SubmittedQuiz = { score: number; totalQuestions: number; timeTakenSeconds: number };

/** Everything the rules need, including the quiz just submitted. */
export type AchievementFacts = {
  /** Submitted practice quizzes, this one included. */
  quizzes: number;
  /** The current streak in days, today's quiz included. */
  currentStreak: number;
  /**
   * The student's average score (`averageScore` in domain/student-figures: the latest score of
   * every completed level, rounded half up), the figure every screen shows (ADR 0034).
   */
  levelAverage: number;
  /** Distinct exam subjects with a completed level. */
  subjectsCompleted: number;
  /** The quiz just submitted (absent when only progress is asked for). */
  quiz?: SubmittedQuiz;
};

export function isSpeedDemon(q: SubmittedQuiz): boolean {
  return (
    q.totalQuestions >= L.minQuestions &&
    q.timeTakenSeconds < L.speedSeconds &&
    q.score >= L.speedMinScore
  );
}

export function isPerfectScore(q: SubmittedQuiz): boolean {
  return q.totalQuestions >= L.minQuestions && q.score === 100;
}

export function isMaster(f: Pick<AchievementFacts, 'levelAverage' | 'subjectsCompleted'>): boolean {
  return f.subjectsCompleted >= L.masterSubjects && f.levelAverage >= L.masterAverage;
}

/** The achievements these facts earn (the server awards each at most once). */
export function earnedBy(f: AchievementFacts): AchievementCode[] {
  const out: AchievementCode[] = [];
  if (f.quizzes >= 1) out.push('first-steps');
  if (f.quiz && isSpeedDemon(f.quiz)) out.push('speed-demon');
  if (f.quiz && isPerfectScore(f.quiz)) out.push('perfect-score');
  if (f.currentStreak >= L.streakDays) out.push('week-warrior');
  if (f.quizzes >= L.scholarQuizzes) out.push('scholar');
  if (isMaster(f)) out.push('master');
  return out;
}

export type AchievementProgress = {
  /** Where the student is, in the rule's unit (quizzes, days, percent). */
  current: number;
  target: number;
  /** 0–100, whole. */
  percent: number;
  /** Shown under the bar, e.g. "12/50 quizzes". */
  label: string;
};

const pct = (current: number, target: number) =>
  Math.max(0, Math.min(100, Math.floor((current / target) * 100)));

/**
 * How far a student is towards an achievement not yet earned (an earned one is 100 %).
 * One-quiz feats (Speed Demon, Perfect Score) are done or not done. Master counts the average
 * against its target only once the subjects are there; before that, the subjects.
 */
export function achievementProgress(
  code: AchievementCode,
  f: Omit<AchievementFacts, 'quiz'>,
  earned: boolean,
): AchievementProgress {
  const done = (target: number, unit: string): AchievementProgress => ({
    current: target,
    target,
    percent: 100,
    label: `${target}/${target} ${unit}`,
  });
  const of = (current: number, target: number, unit: string): AchievementProgress =>
    earned
      ? done(target, unit)
      : {
          current: Math.min(current, target),
          target,
          percent: pct(current, target),
          label: `${Math.min(current, target)}/${target} ${unit}`,
        };
  switch (code) {
    case 'first-steps':
      return of(f.quizzes, 1, 'quiz');
    case 'speed-demon':
    case 'perfect-score':
      return of(earned ? 1 : 0, 1, 'quiz');
    case 'week-warrior':
      return of(f.currentStreak, L.streakDays, 'days');
    case 'scholar':
      return of(f.quizzes, L.scholarQuizzes, 'quizzes');
    case 'master':
      if (earned) return { current: 100, target: 100, percent: 100, label: 'Achieved' };
      if (f.subjectsCompleted < L.masterSubjects)
        return {
          current: f.subjectsCompleted,
          target: L.masterSubjects,
          percent: Math.floor(pct(f.subjectsCompleted, L.masterSubjects) / 2),
          label: `${f.subjectsCompleted}/${L.masterSubjects} subjects`,
        };
      return {
        current: f.levelAverage,
        target: L.masterAverage,
        percent: 50 + Math.floor(pct(f.levelAverage, L.masterAverage) / 2),
        label: `${f.levelAverage}% of ${L.masterAverage}% average`,
      };
  }
}
