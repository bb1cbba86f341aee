import { useEffect, useRef, type ReactNode } from 'react';
import { usePlanLevels } from '../../../lib/plans';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, hasCode } from '../../../lib/api-errors';
import { formatNaira } from '../../../../domain/money';
import { formatPremiumDate } from '../../../../domain/entitlements';
import { useConfirmPayment } from '../api/confirm-payment';
import { useSubscription } from '../api/get-subscription';

function Outcome({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="space-y-3 p-5" data-testid="payment-outcome">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="space-y-2">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}

const toPlans = (plan?: string) => (
  <Link to={paths.app.subscription.getHref(plan)} className={buttonClasses('outline')}>
    {plan ? 'Try again' : 'Back to Subscription'}
  </Link>
);

/**
 * Where Paystack sends the student back (?reference=…): asks our server, which asks Paystack,
 * whether the payment went through, and says plainly what happened. Nothing in the URL is believed.
 */
export function PaymentCallback({ reference }: { reference: string | null }) {
  const levels = usePlanLevels();
  const confirm = useConfirmPayment();
  const subscription = useSubscription();
  const asked = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    mutate(reference);
  }, [reference, mutate]);

  if (!reference)
    return (
      <Outcome title="No payment to check" actions={toPlans()}>
        <p>This page is where Paystack brings you back after a payment.</p>
      </Outcome>
    );
  if (confirm.isPending || confirm.isIdle)
    return <Loading text="Confirming your payment with Paystack..." />;
  if (confirm.isError) {
    const notFound = hasCode(confirm.error, 'NOT_FOUND');
    return (
      <Outcome
        title={notFound ? 'Payment not found' : 'We could not confirm your payment yet'}
        actions={
          <>
            {notFound ? null : <Button onClick={() => mutate(reference)}>Check again</Button>}
            {toPlans()}
          </>
        }
      >
        <p role="alert">
          {notFound
            ? 'We have no payment with this reference on your account.'
            : errorMessage(confirm.error)}
        </p>
      </Outcome>
    );
  }

  const { payment } = confirm.data;
  const amount = formatNaira(payment.amountKobo);
  if (payment.status === 'success') {
    const until = subscription.data?.premium ? subscription.data.endsAt : payment.grantedUntil;
    return (
      <Outcome
        title="Payment received"
        actions={
          <>
            <Link to={paths.app.exams.getHref()} className={buttonClasses()}>
              Start practising
            </Link>
            <Link to={paths.app.subscription.getHref()} className={buttonClasses('outline')}>
              See your receipt
            </Link>
          </>
        }
      >
        <p className="text-lg font-semibold" data-testid="premium-until" role="status">
          Premium until {until ? formatPremiumDate(until) : '…'}
        </p>
        <p>
          Thank you: {payment.planName}, {amount}. {levels?.premiumGives} A receipt is on its way to
          your e-mail.
        </p>
      </Outcome>
    );
  }
  if (payment.status === 'failed')
    return (
      <Outcome title="Payment failed" actions={toPlans(payment.planId)}>
        <p role="alert">
          Your payment of {amount} did not go through, and you have not been charged. You are still
          on the Free plan.
        </p>
      </Outcome>
    );
  if (payment.status === 'mismatch')
    return (
      <Outcome title="We need to check this payment" actions={toPlans()}>
        <p role="alert">
          Paystack reported a payment that does not match the price of {payment.planName} ({amount}
          ), so Premium was not added. An administrator will review it; if you need help, quote the
          reference {payment.reference}.
        </p>
      </Outcome>
    );
  return (
    <Outcome
      title="Payment not completed yet"
      actions={
        <>
          <Button onClick={() => mutate(reference)}>Check again</Button>
          {toPlans()}
        </>
      }
    >
      <p role="alert">
        Paystack has not confirmed a payment of {amount} yet, and you are still on the Free plan. A
        bank transfer or USSD payment can take a few minutes: Premium is added as soon as Paystack
        confirms it.
      </p>
    </Outcome>
  );
}
