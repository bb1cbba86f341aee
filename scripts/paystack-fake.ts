/**
 * `npm run paystack:fake`: the local fake Paystack (src/server/testing/fake-paystack.ts) for trying
 * the payment flow without Paystack or the internet. Prints how to point the app at it.
 *   --port 4010                                         where it listens (127.0.0.1)
 *   --webhook http://localhost:3000/api/webhooks/paystack   where its signed webhooks go
 *   --secret sk_test_…                                  the secret key both sides use
 */
import { parseArgs } from 'node:util';
import { FAKE_SECRET_KEY, startFakePaystack } from '../src/server/testing/fake-paystack';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    webhook: { type: 'string', default: 'http://localhost:3000/api/webhooks/paystack' },
    secret: { type: 'string', default: FAKE_SECRET_KEY },
  },
});

const fake = await startFakePaystack({
  port: Number(values.port),
  secretKey: values.secret,
  webhookUrl: values.webhook,
});
console.log(`Fake Paystack listening at ${fake.url}
Start PrepArena against it (in another terminal):

  PAYSTACK_SECRET_KEY=${fake.secretKey} PAYSTACK_BASE_URL=${fake.url} npm start

Checkout pages let you pay or fail; signed charge.success webhooks go to ${values.webhook}
(--webhook to change; --port, --secret). Ctrl+C stops it.`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
