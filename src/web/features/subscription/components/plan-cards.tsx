import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { durationText } from '../../../components/pricing/premium-price';
import { isLive } from '../../../config/features';
import { cn } from '../../../lib/cn';
import { usePlanLevels, type Plan, type PlanLevels } from '../../../lib/plans';
import { formatNaira } from '../../../../domain/money';
import { planMocksText } from '../../../../domain/availability';

/**
 * What a plan unlocks, as far as it is live today (ADR 0017: no claims ahead of the code) and as
 * the bank holds it (issue 20: level counts come from the server, never typed).
 */
function featuresOf(plan: Plan, levels: PlanLevels | undefined): string[] {
  const text = plan.tier === 'premium' ? levels?.premiumText : levels?.freeText;
  const out = [...(text ? [text] : []), 'Results, answer review and topic analysis'];
  if (plan.features.competitions && isLive('competitions')) out.push('Competitions');
  out.push(planMocksText(plan.tier));
  if (plan.features.analytics && isLive('profileCharts')) out.push('Detailed progress analytics');
  return out;
}

/**
 * The plans side by side (stacked on a phone): price, length, what each unlocks, and Buy (or
 * Extend, while premium). `selected` is a plan link's plan, picked out and scrolled to.
 */
export function PlanCards({
  plans,
  premium,
  onlinePayment,
  selected,
  buying,
  onBuy,
}: {
  plans: Plan[];
  premium: boolean;
  onlinePayment: boolean;
  selected: string | null;
  /** The plan whose checkout is being opened. */
  buying: string | null;
  onBuy: (planId: string) => void;
}) {
  const picked = useRef<HTMLLIElement>(null);
  const levels = usePlanLevels();
  useEffect(() => {
    picked.current?.scrollIntoView({ block: 'center' });
  }, [selected]);

  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Plans">
      {plans.map((plan) => {
        const isSelected = plan.id === selected;
        const current = plan.tier === 'free' ? !premium : false;
        const headingId = `plan-${plan.id}-name`;
        return (
          <li key={plan.id} ref={isSelected ? picked : undefined} data-testid={`plan-${plan.id}`}>
            <Card
              aria-labelledby={headingId}
              role="group"
              className={cn(
                'flex h-full flex-col gap-3 p-4',
                plan.tier === 'premium' && 'border-amber-300',
                isSelected && 'ring-2 ring-primary',
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 id={headingId} className="font-semibold">
                  {plan.name}
                </h3>
                {current ? <Badge>Your plan</Badge> : null}
                {isSelected && !current ? <Badge tone="info">Selected</Badge> : null}
              </div>
              <p>
                <span className="text-2xl font-bold tabular-nums">
                  {formatNaira(plan.priceKobo)}
                </span>
                <span className="text-sm text-muted-foreground">
                  {plan.tier === 'premium' ? ` for ${durationText(plan.durationDays)}` : ' forever'}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">{plan.description}</p>
              <ul className="space-y-1 text-sm">
                {featuresOf(plan, levels).map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {f}
                  </li>
                ))}
              </ul>
              {plan.tier === 'premium' && onlinePayment ? (
                <Button
                  className="mt-auto w-full"
                  disabled={buying !== null}
                  onClick={() => onBuy(plan.id)}
                >
                  {buying === plan.id
                    ? 'Opening Paystack...'
                    : `${premium ? 'Extend' : 'Buy'} for ${formatNaira(plan.priceKobo)}`}
                </Button>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
