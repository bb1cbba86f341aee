import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../../http/auth-middleware';
import { ctxOf } from '../../http/ctx-of';
import { getAdminSummary } from '../../services/admin/get-summary';
import { getCoverage } from '../../services/admin/get-coverage';
import { questionModelFor } from '../../services/generation/question-model';
import { examSettingRoutes } from './exam-settings.index';
import { questionRoutes } from './questions.index';
import { blueprintRoutes } from './blueprints.index';
import { topicRoutes } from './topics.index';
import { paymentRoutes, subscriptionRoutes } from './subscriptions.index';
import { adminCompetitionRoutes } from './competitions.index';
import { generationRoutes } from './generation.index';
import { reportRoutes } from './reports.index';
import { adminImageRoutes } from './images.index';

export { UPLOAD_PATH } from './questions.index';
export { DIAGRAM_UPLOAD_PATH } from './images.index';

/** Everything under /api/admin is admin-only; the guard runs before any handler. */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/summary', async (c) => c.json(await getAdminSummary({ ctx: ctxOf(c) })))
  .get('/coverage', async (c) =>
    c.json({
      ...(await getCoverage({ ctx: ctxOf(c) })),
      generation: questionModelFor(c.var.deps.env) !== null,
    }),
  )
  .route('/exam-settings', examSettingRoutes)
  .route('/questions', questionRoutes)
  .route('/blueprints', blueprintRoutes)
  .route('/topics', topicRoutes)
  .route('/subscriptions', subscriptionRoutes)
  .route('/payments', paymentRoutes)
  .route('/competitions', adminCompetitionRoutes)
  .route('/generation', generationRoutes)
  .route('/reports', reportRoutes)
  .route('/images', adminImageRoutes);
