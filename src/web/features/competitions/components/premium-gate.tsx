import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { PremiumFromPrice } from '../../../components/pricing/premium-price';
import { COMPETITION_MESSAGES } from '../../../../domain/competitions';
import { usePlanLevels } from '../../../lib/plans';

/** What a student without premium sees instead of any competition screen (the server said so). */
export function PremiumGate() {
  // Premium's levels as the bank holds them (issue 20): no line at all while none is ready.
  const levels = usePlanLevels()?.premiumText;
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center" data-testid="premium-gate">
      <Icon name="trophy" className="mx-auto h-10 w-10 text-primary" />
      <h2 className="text-xl font-bold">Compete with Premium</h2>
      <p className="text-muted-foreground">{COMPETITION_MESSAGES.premiumRequired}</p>
      <ul className="space-y-1 text-left text-sm">
        {[
          'Timed competitions against other students',
          'Live leaderboards and ranks',
          ...(levels ? [levels] : []),
        ].map((line) => (
          <li key={line} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            {line}
          </li>
        ))}
      </ul>
      <PremiumFromPrice className="block font-semibold" />
      <Link
        to={paths.app.subscription.getHref()}
        className={buttonClasses('default')}
        data-testid="upgrade-premium"
      >
        Upgrade to Premium
      </Link>
    </Card>
  );
}
