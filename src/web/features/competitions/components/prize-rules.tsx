import { prizeRules } from '../../../../domain/competition-prizes';
import type { CompetitionCard } from '../api/types';

/** How prizes are awarded (issue 21 item 10), from the competition's own fields. */
export function PrizeRules({ competition: c }: { competition: CompetitionCard }) {
  return (
    <section aria-labelledby="prize-rules-heading" className="space-y-1 text-sm">
      <h2 id="prize-rules-heading" className="font-semibold">
        How prizes are awarded
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground" data-testid="prize-rules">
        {prizeRules(c).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
