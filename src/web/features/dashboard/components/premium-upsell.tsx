import { Link } from 'react-router';

/** Shown only to students without an active subscription. */
export function PremiumUpsell() {
  return (
    <section
      aria-labelledby="premium-heading"
      className="rounded-lg bg-gradient-to-br from-emerald-700 to-emerald-900 p-4 text-white"
    >
      <h2 id="premium-heading" className="text-lg font-semibold">
        Go Premium
      </h2>
      <p className="mt-1 text-sm text-emerald-50">
        Unlock levels 11–50 in every subject, competitions with prizes and detailed analytics.
      </p>
      <Link
        to="/app/subscription"
        className="mt-3 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-emerald-900"
      >
        See Premium
      </Link>
    </section>
  );
}
