import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PremiumFromPrice } from '../../../components/pricing/premium-price';
import { usePlanLevels } from '../../../lib/plans';

/** Shown only to students without an active subscription; the price comes from the plans table. */
export function PremiumUpsell() {
  const levels = usePlanLevels();
  return (
    <section
      aria-labelledby="premium-heading"
      className="rounded-lg bg-gradient-to-br from-emerald-700 to-emerald-900 p-4 text-white"
    >
      <h2 id="premium-heading" className="text-lg font-semibold">
        Go Premium
      </h2>
      <p className="mt-1 text-sm text-emerald-50">
        {levels?.premiumGives} Pay once with card, bank transfer or USSD.
      </p>
      <PremiumFromPrice className="mt-2 block font-semibold text-white" />
      <Link
        to={paths.app.subscription.getHref()}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-emerald-900"
      >
        See Premium
      </Link>
    </section>
  );
}
