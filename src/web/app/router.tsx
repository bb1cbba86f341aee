import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { ErrorBoundary } from './layouts/error-boundary';
import { retryablePage } from './retryable-page';

/**
 * React Router in declarative mode with React.lazy per route: every page is its own chunk, and
 * the router costs ~16 KB gzipped instead of the data router's ~32 KB (ADR 0005).
 */
const page = retryablePage;

const RootRedirect = page(() => import('./routes/root-redirect'));
const Login = page(() => import('./routes/login'));
const Home = page(() => import('./routes/home'));
const LearnMore = page(() => import('./routes/learn-more'));
const ResetPassword = page(() => import('./routes/reset-password'));
const UpdatePassword = page(() => import('./routes/update-password'));
const NotFound = page(() => import('./routes/not-found'));
const AppLayout = page(() => import('./layouts/app-layout'));
const AdminGuard = page(() => import('./layouts/admin-guard'));

const app = {
  index: page(() => import('./routes/app/index-redirect')),
  dashboard: page(() => import('./routes/app/dashboard')),
  exams: page(() => import('./routes/app/exams')),
  exam: page(() => import('./routes/app/exam')),
  subject: page(() => import('./routes/app/subject')),
  quiz: page(() => import('./routes/app/quiz')),
  legacy: page(() => import('./routes/app/legacy-redirect')),
  results: page(() => import('./routes/app/results')),
  levelResults: page(() => import('./routes/app/level-results')),
  mistakes: page(() => import('./routes/app/mistakes')),
  competitions: page(() => import('./routes/app/competitions')),
  competition: page(() => import('./routes/app/competition')),
  competitionResults: page(() => import('./routes/app/competition-results')),
  mocks: page(() => import('./routes/app/mocks')),
  mockPaper: page(() => import('./routes/app/mock-paper')),
  profile: page(() => import('./routes/app/profile')),
  achievements: page(() => import('./routes/app/achievements')),
  subscription: page(() => import('./routes/app/subscription')),
  subscriptionCallback: page(() => import('./routes/app/subscription-callback')),
  admin: page(() => import('./routes/app/admin')),
  generateAll: page(() => import('./routes/app/admin-generate-all')),
};

function AppRoutes() {
  const location = useLocation();
  const A = app;
  return (
    // A new location clears a caught error (Try Again navigates).
    <ErrorBoundary resetKey={location.key}>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<RootRedirect />} />
            <Route path="login" element={<Login />} />
            <Route path="home" element={<Home />} />
            <Route path="learn-more" element={<LearnMore />} />
            <Route path="reset-password" element={<ResetPassword />} />
            <Route path="update-password" element={<UpdatePassword />} />
            <Route path="app" element={<AppLayout />}>
              <Route index element={<A.index />} />
              <Route path="dashboard" element={<A.dashboard />} />
              <Route path="exams" element={<A.exams />} />
              <Route path="exam/:examType" element={<A.exam />} />
              <Route path="exam/:examType/:subject" element={<A.subject />} />
              <Route path="exam/:examType/:subject/:level" element={<A.quiz />} />
              <Route path="exams/:examType" element={<A.legacy />} />
              <Route path="exams/:examType/:subject" element={<A.legacy />} />
              <Route path="exams/:examType/:subject/:level" element={<A.legacy />} />
              <Route path="quiz/:examType/:subject/:level" element={<A.legacy />} />
              <Route path="results" element={<A.results />} />
              <Route path="results/:examType/:subject/:level" element={<A.levelResults />} />
              <Route path="mistakes/:examType/:subject" element={<A.mistakes />} />
              <Route path="competitions" element={<A.competitions />} />
              <Route path="competition/:competitionId" element={<A.competition />} />
              <Route path="competition-results" element={<A.competitionResults />} />
              <Route path="mocks" element={<A.mocks />} />
              <Route path="mocks/:attemptId" element={<A.mockPaper />} />
              <Route path="profile" element={<A.profile />} />
              <Route path="achievements" element={<A.achievements />} />
              <Route path="subscription" element={<A.subscription />} />
              <Route path="subscription/callback" element={<A.subscriptionCallback />} />
              <Route element={<AdminGuard />}>
                <Route path="admin" element={<A.admin />} />
                <Route path="admin/generate-all" element={<A.generateAll />} />
              </Route>
              <Route path="*" element={<NotFound />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
