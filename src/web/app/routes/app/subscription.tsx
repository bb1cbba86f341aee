import { useSearchParams } from 'react-router';
import { SubscriptionPage } from '../../../features/subscription/components/subscription-page';

/** /app/subscription[?plan=<id>]: a plan link picks that plan out (after sign-in, too). */
export default function SubscriptionRoute() {
  const [search] = useSearchParams();
  return <SubscriptionPage selected={search.get('plan')} />;
}
