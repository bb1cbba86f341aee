import { OPTION_KEYS, type OptionKey } from '../../../../../domain/questions';
import { WRONG_KEY_MIN_ANSWERS } from '../../../../../domain/item-stats';
import { Badge } from '../../../../components/ui/badge';
import type { ItemStats } from '../api/questions';

/**
 * A question's item statistics from closed attempts, on one line: attempts, facility and the
 * share choosing each option (the key marked), with the "possible wrong key" flag.
 */
export function ItemStatsLine({ stats, answerKey }: { stats: ItemStats; answerKey: OptionKey }) {
  if (stats.attempts === 0)
    return <p className="text-xs text-muted-foreground">No closed attempts yet.</p>;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground"
      aria-label="Item statistics"
      role="group"
    >
      {stats.possibleWrongKey ? <Badge tone="danger">Possible wrong key</Badge> : null}
      <span>
        {stats.attempts} {stats.attempts === 1 ? 'attempt' : 'attempts'}
      </span>
      <span>
        Facility <strong className="text-foreground">{stats.facility}%</strong>
      </span>
      <span>
        Chosen:{' '}
        {OPTION_KEYS.map((k, i) => (
          <span key={k} className={k === answerKey ? 'font-semibold text-foreground' : undefined}>
            {i > 0 ? ' · ' : ''}
            {k}
            {k === answerKey ? ' (key)' : ''} {stats.shares[k]}%
          </span>
        ))}
        {stats.unanswered > 0 ? ` · blank ${stats.unanswered}%` : ''}
      </span>
      {stats.answers < WRONG_KEY_MIN_ANSWERS ? (
        <span>
          ({stats.answers} of {WRONG_KEY_MIN_ANSWERS} answers needed to judge the key)
        </span>
      ) : null}
    </div>
  );
}
