import * as z from 'zod/mini';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../context';
import { chargeData, chargeReport, type Paystack } from './paystack';
import { settlePayment } from './settle-payment';

const event = z.object({ event: z.string(), data: z.unknown() });

/**
 * A Paystack webhook (server to server, no session, no Origin: its HMAC signature is its proof).
 * A bad or missing signature is INVALID_SIGNATURE and nothing is read further. `charge.success`
 * settles the payment as the callback would; any other event, and a reference we never issued,
 * is acknowledged and ignored so Paystack stops resending it.
 */
export async function receiveWebhook({
  ctx,
  paystack,
  input: { rawBody, signature, appUrl },
}: {
  ctx: Ctx;
  paystack: Paystack | null;
  input: { rawBody: Uint8Array; signature: string | undefined; appUrl: string };
}): Promise<{ handled: boolean; granted: boolean }> {
  if (!paystack)
    throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Online payment is not set up on this server.');
  if (!paystack.signatureValid(rawBody, signature))
    throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    throw new AppError('INVALID_JSON', 'The request body must be JSON.');
  }
  const parsed = z.safeParse(event, body);
  if (!parsed.success || parsed.data.event !== 'charge.success')
    return { handled: false, granted: false };
  const data = z.safeParse(chargeData, parsed.data.data);
  if (!data.success) throw new AppError('VALIDATION_FAILED', 'The charge has no reference.');
  const settled = await settlePayment({ ctx, input: { report: chargeReport(data.data), appUrl } });
  return { handled: settled !== null, granted: settled?.granted ?? false };
}
