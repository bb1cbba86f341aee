import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatNaira } from '../../../../domain/money';
import { formatPremiumDate } from '../../../../domain/entitlements';
import type { Payment } from '../api/get-subscription';

export const PAYMENT_STATUS: Record<Payment['status'], { label: string; tone: BadgeTone }> = {
  success: { label: 'Paid', tone: 'success' },
  pending: { label: 'Not completed', tone: 'muted' },
  failed: { label: 'Failed', tone: 'danger' },
  mismatch: { label: 'Under review', tone: 'warning' },
};

const CHANNELS: Record<string, string> = {
  card: 'Card',
  bank: 'Bank',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  mobile_money: 'Mobile money',
  qr: 'QR',
};

/** The student's payments, newest first; each paid one opens its receipt. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  return (
    <section aria-labelledby="payments-heading" className="space-y-2">
      <h2 id="payments-heading" className="text-lg font-semibold">
        Payments and receipts
      </h2>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="payment-history">
          {payments.map((p) => (
            <li key={p.reference}>
              <Card className="space-y-1 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {p.planName} · {formatNaira(p.amountKobo)}
                  </span>
                  <Badge tone={PAYMENT_STATUS[p.status].tone}>
                    {PAYMENT_STATUS[p.status].label}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {formatPremiumDate(p.paidAt ?? p.createdAt)}
                </p>
                {p.status === 'success' ? (
                  <details className="text-sm">
                    <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
                      Receipt
                    </summary>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pb-1">
                      <dt className="text-muted-foreground">Reference</dt>
                      <dd className="break-all">{p.reference}</dd>
                      <dt className="text-muted-foreground">Plan</dt>
                      <dd>{p.planName}</dd>
                      <dt className="text-muted-foreground">Amount</dt>
                      <dd>{formatNaira(p.amountKobo)}</dd>
                      <dt className="text-muted-foreground">Paid on</dt>
                      <dd>{formatPremiumDate(p.paidAt ?? p.createdAt)}</dd>
                      {p.channel ? (
                        <>
                          <dt className="text-muted-foreground">Paid with</dt>
                          <dd>{CHANNELS[p.channel] ?? p.channel}</dd>
                        </>
                      ) : null}
                      {p.grantedUntil ? (
                        <>
                          <dt className="text-muted-foreground">Premium until</dt>
                          <dd>{formatPremiumDate(p.grantedUntil)}</dd>
                        </>
                      ) : null}
                    </dl>
                  </details>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
