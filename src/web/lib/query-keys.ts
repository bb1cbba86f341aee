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
  notifications: ['notifications'] as const,
  dashboard: ['dashboard'] as const,
  practice: {
    all: ['practice'] as const,
    subjectsAll: ['practice', 'subjects'] as const,
    subjects: (exam: string) => ['practice', 'subjects', exam] as const,
    levelsAll: ['practice', 'levels'] as const,
    levels: (exam: string, subject: string) => ['practice', 'levels', exam, subject] as const,
    attempt: (attemptId: string) => ['practice', 'attempt', attemptId] as const,
    result: (exam: string, subject: string, level: number) =>
      ['practice', 'results', exam, subject, level] as const,
  },
  admin: {
    all: ['admin'] as const,
    summary: ['admin', 'summary'] as const,
    examSettings: ['admin', 'exam-settings'] as const,
    questions: ['admin', 'questions'] as const,
    blueprints: ['admin', 'blueprints'] as const,
    topics: ['admin', 'topics'] as const,
  },
};
