import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PaymentCallback } from '../../../features/subscription/components/payment-callback';

/** /app/subscription/callback?reference=…: Paystack's return address (its trxref is the same). */
export default function SubscriptionCallbackRoute() {
  const [search] = useSearchParams();
  return (
    <section className="space-y-4">
      <PageHeader title="Your payment" />
      <PaymentCallback reference={search.get('reference') ?? search.get('trxref')} />
    </section>
  );
}
