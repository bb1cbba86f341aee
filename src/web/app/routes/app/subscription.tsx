import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function SubscriptionRoute() {
  return <NotYetAvailable title="Subscription" what="Premium subscription" />;
}
