import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatPremiumDate, TIER_FEATURES } from '../../../../domain/entitlements';
import { mocksPhrase, planMocksText } from '../../../../domain/availability';
import type { Subscription } from '../api/get-subscription';
import { usePlanLevels } from '../../../lib/plans';
import { FREE_MAX_LEVEL } from '../../../../domain/constants';

/** The student's plan now: Premium with its end and days left, or Free (and why, if it ended). */
export function CurrentPlan({ sub }: { sub: Subscription }) {
  const levels = usePlanLevels();
  const gives = levels?.premiumGives ?? '';
  if (sub.premium && sub.endsAt) {
    return (
      <Card className="space-y-1 border-amber-300 p-4" data-testid="current-plan">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Your plan <Badge tone="warning">Premium</Badge>
        </p>
        <p className="text-xl font-semibold" data-testid="premium-until">
          Premium until {formatPremiumDate(sub.endsAt)}
        </p>
        <p className="text-sm text-muted-foreground">
          {sub.daysLeft} {sub.daysLeft === 1 ? 'day' : 'days'} left. Every ready level is open, with{' '}
          {mocksPhrase(TIER_FEATURES.premium.mocksPerWeek)}. Buying another pass adds its days to
          this date.
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-1 p-4" data-testid="current-plan">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        Your plan <Badge>Free</Badge>
      </p>
      <p className="text-xl font-semibold">Free plan: levels 1–{FREE_MAX_LEVEL}</p>
      <p className="text-sm text-muted-foreground">{planMocksText('free')}.</p>
      {sub.endsAt ? (
        <p className="text-sm text-muted-foreground">
          {sub.revoked
            ? `Your Premium was ended by an administrator on ${formatPremiumDate(sub.endsAt)}.`
            : `Your Premium ended on ${formatPremiumDate(sub.endsAt)}.`}{' '}
          Your progress is kept. {gives}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="premium-gives">
          {gives}
        </p>
      )}
    </Card>
  );
}
