import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import {
  grantPremiumSchema,
  paymentListQuerySchema,
  revokePremiumSchema,
  subscriberQuerySchema,
} from '../../../domain/billing-rules';
import { findSubscriber } from '../../services/billing/find-subscriber';
import { grantPremium, revokePremium } from '../../services/billing/grant-premium';
import { listPayments } from '../../services/billing/list-payments';

/**
 * Subscriptions tab (issue 11): /api/admin/subscriptions finds a student by e-mail and grants,
 * extends or revokes premium with a reason, recorded with the admin's id; /payments lists every
 * payment with its status, reference, amount and any mismatch.
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get('/', validate('query', subscriberQuerySchema), async (c) =>
    c.json(await findSubscriber({ ctx: userCtxOf(c), input: c.req.valid('query') })),
  )
  .post('/grant', validate('json', grantPremiumSchema), async (c) => {
    const ctx = userCtxOf(c);
    const input = c.req.valid('json');
    await grantPremium({ ctx, input: { ...input, adminId: ctx.userId, source: 'admin' } });
    return c.json(await findSubscriber({ ctx, input: { userId: input.userId } }));
  })
  .post('/revoke', validate('json', revokePremiumSchema), async (c) => {
    const ctx = userCtxOf(c);
    const input = c.req.valid('json');
    await revokePremium({ ctx, input: { ...input, adminId: ctx.userId, source: 'admin' } });
    return c.json(await findSubscriber({ ctx, input: { userId: input.userId } }));
  });

export const paymentRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', paymentListQuerySchema),
  async (c) => c.json(await listPayments({ ctx: userCtxOf(c), input: c.req.valid('query') })),
);
