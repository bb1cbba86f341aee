import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { ctxOf, userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { checkoutSchema, referenceParamSchema } from '../../../domain/billing-rules';
import { paystackOf } from '../../services/billing/paystack';
import { listPlans } from '../../services/billing/list-plans';
import { getPlanLevels } from '../../services/practice/level-offers';
import { getSubscription } from '../../services/billing/get-subscription';
import { startCheckout } from '../../services/billing/start-checkout';
import { confirmPayment } from '../../services/billing/confirm-payment';
import { receiveWebhook } from '../../services/billing/receive-webhook';

/** Paystack's webhook: a server-to-server POST, exempt from the origin guard (its HMAC is its proof). */
export const PAYSTACK_WEBHOOK_PATH = '/api/webhooks/paystack';

/** Receipts are queued in the granting transaction; deliver them once it has committed. */
function deliverReceipts(deps: Deps) {
  deps.mailer
    .flushOutbox()
    .catch((error: unknown) => deps.log.warn('Could not deliver queued e-mails', error));
}

/** GET /api/plans: public, the same for everyone (prices on the landing, upsell and level locks). */
export const planRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const ctx = ctxOf(c);
  const [plans, levels] = await Promise.all([listPlans({ ctx }), getPlanLevels({ ctx })]);
  c.header('cache-control', 'public, max-age=300');
  return c.json({ plans, levels, onlinePayment: paystackOf(c.var.deps.env) !== null });
});

/** POST /api/webhooks/paystack: no session and no Origin; the signature is checked first. */
export const webhookRoutes = new Hono<AppEnv>().post('/paystack', async (c) => {
  const { env } = c.var.deps;
  const result = await receiveWebhook({
    ctx: ctxOf(c),
    paystack: paystackOf(env),
    input: {
      rawBody: new Uint8Array(await c.req.arrayBuffer()),
      signature: c.req.header('x-paystack-signature'),
      appUrl: env.appUrl,
    },
  });
  if (result.granted) deliverReceipts(c.var.deps);
  return c.json({ received: true, ...result });
});

/** The student's subscription: plan and end, checkout, and the callback's confirmation. */
export const billingRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/subscription', async (c) => c.json(await getSubscription({ ctx: userCtxOf(c) })))
  .post('/checkout', validate('json', checkoutSchema), async (c) => {
    const { env } = c.var.deps;
    const input = { planId: c.req.valid('json').planId, appUrl: env.appUrl };
    return c.json(
      await startCheckout({ ctx: userCtxOf(c), paystack: paystackOf(env), input }),
      201,
    );
  })
  .post('/payments/:reference/confirm', validate('param', referenceParamSchema), async (c) => {
    const { env } = c.var.deps;
    const result = await confirmPayment({
      ctx: userCtxOf(c),
      paystack: paystackOf(env),
      input: { reference: c.req.valid('param').reference, appUrl: env.appUrl },
    });
    if (result.granted) deliverReceipts(c.var.deps);
    return c.json(result);
  });
