import { formatNaira } from '../../../domain/money';
import { cheapestPremium, usePlans } from '../../lib/plans';
import { cn } from '../../lib/cn';

/** "30 days" / "1 year" for a pass's length. */
export function durationText(days: number | null): string {
  if (days === null) return 'no time limit';
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The lowest premium price, from the plans table: "From ₦1,000 for 30 days". For every place that
 * sells premium outside the subscription page (dashboard upsell, level lock, competitions gate),
 * so a price is written once. Renders nothing until the plans have loaded.
 */
export function PremiumFromPrice({ className }: { className?: string }) {
  const plans = usePlans();
  const plan = cheapestPremium(plans.data?.plans);
  if (!plan) return null;
  return (
    <span className={cn('tabular-nums', className)} data-testid="premium-from-price">
      From {formatNaira(plan.priceKobo)} for {durationText(plan.durationDays)}
    </span>
  );
}
