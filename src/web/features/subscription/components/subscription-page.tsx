import { PageHeader } from '../../../components/layout/page-header';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { usePlans } from '../../../lib/plans';
import { toast } from '../../../lib/toast';
import { useStartCheckout } from '../api/start-checkout';
import { useSubscription } from '../api/get-subscription';
import { CurrentPlan } from './current-plan';
import { PaymentHistory } from './payment-history';
import { PlanCards } from './plan-cards';

/** /app/subscription: the plan now, the plans side by side with Buy/Extend, payments and receipts. */
export function SubscriptionPage({ selected }: { selected: string | null }) {
  const plans = usePlans();
  const sub = useSubscription();
  const checkout = useStartCheckout();

  const buy = (planId: string) =>
    checkout.mutate(
      { planId },
      {
        onError: (err) =>
          toast.error('Could not open the payment page', { description: errorMessage(err) }),
      },
    );

  if (plans.isPending || sub.isPending) return <Loading text="Loading your plan..." />;
  if (plans.isError || sub.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(plans.error ?? sub.error)}
      </p>
    );

  const { onlinePayment } = plans.data;
  // While the browser leaves for Paystack the button keeps saying so.
  const buying =
    checkout.isPending || checkout.isSuccess ? (checkout.variables?.planId ?? null) : null;
  return (
    <section className="space-y-5">
      <PageHeader title="Subscription">
        Pay once with card, bank transfer or USSD through Paystack. Nothing renews by itself.
      </PageHeader>
      <CurrentPlan sub={sub.data} />
      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Plans
        </h2>
        {onlinePayment ? null : (
          <Card
            className="border-amber-300 bg-amber-50 p-4 text-amber-950"
            data-testid="payments-off"
          >
            Online payment is not set up on this server, so the plans cannot be bought here yet. An
            administrator can still give you Premium.
          </Card>
        )}
        <PlanCards
          plans={plans.data.plans}
          premium={sub.data.premium}
          onlinePayment={onlinePayment}
          selected={selected}
          buying={buying}
          onBuy={buy}
        />
      </section>
      <PaymentHistory payments={sub.data.payments} />
    </section>
  );
}
