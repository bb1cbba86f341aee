import { paths } from './paths';

/**
 * What the app really does today, one flag per feature the public pages may advertise (issue 9).
 * The marketing copy (features/marketing/content.ts) names a flag for each claim and shows only
 * live ones; e2e/honest-pages.spec.ts checks every live flag's screen is not the "not
 * available in this version" placeholder. When a feature ships, switch its flag and the copy follows.
 */
export const FEATURE_FLAGS = {
  /** Timed level quizzes for JAMB, WAEC and NECO. */
  practice: { route: paths.app.exams.getHref(), live: true },
  /** Per-level results: answers, explanations, topic analysis. */
  results: { route: paths.app.results.getHref(), live: true },
  /** The daily streak (header badge, dashboard). */
  streak: { route: paths.app.dashboard.getHref(), live: true },
  /** No adverts, no chat: a property of every screen, shown from the dashboard on. */
  adFree: { route: paths.app.dashboard.getHref(), live: true },
  /** Practice picked from a student's weak topics (no screen does this yet). */
  personalisedPractice: { route: paths.app.exams.getHref(), live: false },
  /** Timed, ranked competitions for premium students (issue 12). */
  competitions: { route: paths.app.competitions.getHref(), live: true },
  /** Awarded by the server at the close of a quiz (issue 10). */
  achievements: { route: paths.app.achievements.getHref(), live: true },
  /** Premium plans in naira, paid with Paystack (card, bank transfer, USSD) or granted by admins. */
  subscriptions: { route: paths.app.subscription.getHref(), live: true },
  /** Single and bulk AI generation into Review (issue 13): an admin screen. */
  aiGeneration: { route: paths.app.generateAll.getHref(), live: true },
  /** Progress charts on the profile. */
  profileCharts: { route: paths.app.profile.getHref(), live: true },
} as const satisfies Record<string, { route: string; live: boolean }>;

export type FeatureFlagId = keyof typeof FEATURE_FLAGS;

export const isLive = (id: FeatureFlagId): boolean => FEATURE_FLAGS[id].live;
