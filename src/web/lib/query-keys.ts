/**
 * Every query key of the web app, in one place (ADR 0012). A feature's `queryOptions` build their
 * key here, and a mutation in any feature invalidates through the same entries, so a key is never
 * copied as a literal. Prefix arrays (`practice.levelsAll`) invalidate every key below them.
 */
export const queryKeys = {
  publicConfig: ['public-config'] as const,
  publicStats: ['public-stats'] as const,
  me: ['me'] as const,
  streak: ['me', 'streak'] as const,
  profile: ['me', 'profile'] as const,
  achievements: ['me', 'achievements'] as const,
  notifications: ['notifications'] as const,
  dashboard: ['dashboard'] as const,
  plans: ['plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  practice: {
    all: ['practice'] as const,
    subjectsAll: ['practice', 'subjects'] as const,
    subjects: (exam: string) => ['practice', 'subjects', exam] as const,
    levelsAll: ['practice', 'levels'] as const,
    levels: (exam: string, subject: string) => ['practice', 'levels', exam, subject] as const,
    attempt: (attemptId: string) => ['practice', 'attempt', attemptId] as const,
    /** The questions of an attempt the student has reported (the results Review). */
    attemptReports: (attemptId: string) => ['practice', 'attempt', attemptId, 'reports'] as const,
    result: (exam: string, subject: string, level: number) =>
      ['practice', 'results', exam, subject, level] as const,
  },
  competitions: {
    all: ['competitions'] as const,
    list: ['competitions', 'list'] as const,
    detail: (id: string) => ['competitions', 'detail', id] as const,
    entry: (id: string) => ['competitions', 'entry', id] as const,
    leaderboard: (id: string) => ['competitions', 'leaderboard', id] as const,
    results: (id: string, page: number) => ['competitions', 'results', id, page] as const,
  },
  mistakes: {
    poolsAll: ['mistakes', 'pool'] as const,
    pool: (exam: string, subject: string) => ['mistakes', 'pool', exam, subject] as const,
    attempt: (attemptId: string) => ['mistakes', 'attempt', attemptId] as const,
    /** A submitted retry quiz's result (its results screen after a reload). */
    result: (attemptId: string) => ['mistakes', 'result', attemptId] as const,
  },
  mocks: {
    all: ['mocks'] as const,
    overview: ['mocks', 'overview'] as const,
    paper: (attemptId: string) => ['mocks', 'paper', attemptId] as const,
  },
  admin: {
    all: ['admin'] as const,
    summary: ['admin', 'summary'] as const,
    examSettings: ['admin', 'exam-settings'] as const,
    questions: ['admin', 'questions'] as const,
    // Under questions: saving a question in the editor refreshes the reported list too.
    questionReports: ['admin', 'questions', 'reports'] as const,
    // Under questions too: any change to the bank refreshes the Coverage grid.
    coverage: ['admin', 'questions', 'coverage'] as const,
    blueprints: ['admin', 'blueprints'] as const,
    topics: ['admin', 'topics'] as const,
    subscriptions: ['admin', 'subscriptions'] as const,
    payments: ['admin', 'payments'] as const,
    competitions: ['admin', 'competitions'] as const,
    competitionResults: (id: string) => ['admin', 'competitions', 'results', id] as const,
  },
};
