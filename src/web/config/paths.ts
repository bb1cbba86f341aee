/** Every route path with its href builder (bulletproof-react's paths config). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  home: { path: '/home', getHref: () => '/home' },
  learnMore: { path: '/learn-more', getHref: () => '/learn-more' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  updatePassword: { path: '/update-password', getHref: () => '/update-password' },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    dashboard: { path: '/app/dashboard', getHref: () => '/app/dashboard' },
    exams: { path: '/app/exams', getHref: () => '/app/exams' },
    exam: { path: '/app/exam/:examType', getHref: (exam: string) => `/app/exam/${exam}` },
    subject: {
      path: '/app/exam/:examType/:subject',
      getHref: (exam: string, subject: string) => `/app/exam/${exam}/${subject}`,
    },
    quiz: {
      path: '/app/exam/:examType/:subject/:level',
      getHref: (exam: string, subject: string, level: number | string) =>
        `/app/exam/${exam}/${subject}/${level}`,
    },
    results: { path: '/app/results', getHref: () => '/app/results' },
    levelResults: {
      path: '/app/results/:examType/:subject/:level',
      getHref: (exam: string, subject: string, level: number | string) =>
        `/app/results/${exam}/${subject}/${level}`,
    },
    competitions: { path: '/app/competitions', getHref: () => '/app/competitions' },
    competition: {
      path: '/app/competition/:competitionId',
      getHref: (id: string) => `/app/competition/${id}`,
    },
    competitionResults: {
      path: '/app/competition-results',
      getHref: () => '/app/competition-results',
    },
    mistakes: {
      path: '/app/mistakes/:examType/:subject',
      getHref: (exam: string, subject: string) => `/app/mistakes/${exam}/${subject}`,
    },
    mocks: { path: '/app/mocks', getHref: () => '/app/mocks' },
    mockPaper: { path: '/app/mocks/:attemptId', getHref: (id: string) => `/app/mocks/${id}` },
    profile: { path: '/app/profile', getHref: () => '/app/profile' },
    achievements: { path: '/app/achievements', getHref: () => '/app/achievements' },
    subscription: {
      path: '/app/subscription',
      /** With a plan id: a plan link (the page picks that plan out; sign-in returns here). */
      getHref: (plan?: string) =>
        plan ? `/app/subscription?plan=${encodeURIComponent(plan)}` : '/app/subscription',
    },
    /** Where Paystack sends the student back (server: start-checkout's callbackPath). */
    subscriptionCallback: {
      path: '/app/subscription/callback',
      getHref: () => '/app/subscription/callback',
    },
    admin: { path: '/app/admin', getHref: () => '/app/admin' },
    generateAll: { path: '/app/admin/generate-all', getHref: () => '/app/admin/generate-all' },
  },
} as const;

/** Routes where the header and bottom navigation are hidden. */
export const CHROMELESS_PATHS = ['/', '/home', '/login'];
