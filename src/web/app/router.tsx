import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/** Every route is its own chunk: a page loads only its own code. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: lazy(() => import('./routes/root-redirect')) },
      { path: 'login', lazy: lazy(() => import('./routes/login')) },
      { path: 'home', lazy: lazy(() => import('./routes/home')) },
      { path: 'learn-more', lazy: lazy(() => import('./routes/learn-more')) },
      { path: 'reset-password', lazy: lazy(() => import('./routes/reset-password')) },
      { path: 'update-password', lazy: lazy(() => import('./routes/update-password')) },
      {
        path: 'app',
        lazy: lazy(() => import('./layouts/app-layout')),
        children: [
          { ErrorBoundary: RouteError, children: appRoutes() },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];

function appRoutes(): RouteObject[] {
  const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({ path, lazy: lazy(load) });
  return [
    { index: true, lazy: lazy(() => import('./routes/app/index-redirect')) },
    page('dashboard', () => import('./routes/app/dashboard')),
    page('exams', () => import('./routes/app/exams')),
    page('exam/:examType', () => import('./routes/app/exam')),
    page('exam/:examType/:subject', () => import('./routes/app/subject')),
    page('exam/:examType/:subject/:level', () => import('./routes/app/quiz')),
    page('exams/:examType', () => import('./routes/app/legacy-redirect')),
    page('exams/:examType/:subject', () => import('./routes/app/legacy-redirect')),
    page('exams/:examType/:subject/:level', () => import('./routes/app/legacy-redirect')),
    page('quiz/:examType/:subject/:level', () => import('./routes/app/legacy-redirect')),
    page('results', () => import('./routes/app/results')),
    page('results/:examType/:subject/:level', () => import('./routes/app/level-results')),
    page('competitions', () => import('./routes/app/competitions')),
    page('competition/:competitionId', () => import('./routes/app/competition')),
    page('competition-results', () => import('./routes/app/competition-results')),
    page('profile', () => import('./routes/app/profile')),
    page('achievements', () => import('./routes/app/achievements')),
    page('subscription', () => import('./routes/app/subscription')),
    {
      lazy: lazy(() => import('./layouts/admin-guard')),
      children: [
        page('admin', () => import('./routes/app/admin')),
        page('admin/generate-all', () => import('./routes/app/admin-generate-all')),
      ],
    },
  ];
}

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
