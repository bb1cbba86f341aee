import { formatNaira } from '../../../../domain/money';
import { formatMinutes, formatWhen, timeZoneName } from '../hooks/competition-time';
import type { CompetitionCard } from '../api/types';

const when = (iso: string) => `${formatWhen(iso)} ${timeZoneName(iso)}`.trim();

/** The facts of a competition (student §2): times in the student's zone, size, money in naira. */
export function CompetitionFacts({ competition: c }: { competition: CompetitionCard }) {
  const facts: [string, string, string][] = [
    ['Starts', when(c.startTime), 'starts'],
    ['Ends', when(c.endTime), 'ends'],
    ['Duration', formatMinutes(c.durationMinutes), 'duration'],
    ['Questions', String(c.questionCount), 'questions'],
    [
      'Participants',
      c.maxParticipants === null
        ? `${c.participantCount} (no limit)`
        : `${c.participantCount}/${c.maxParticipants}`,
      'participants',
    ],
    ['Prize pool', formatNaira(c.prizePoolKobo), 'prize'],
    ['Entry fee', c.entryFeeKobo === 0 ? 'Free' : formatNaira(c.entryFeeKobo), 'fee'],
  ];
  if (c.registrationDeadline && c.registrationDeadline !== c.startTime)
    facts.splice(2, 0, ['Register by', when(c.registrationDeadline), 'deadline']);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.map(([term, value, id]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-medium tabular-nums" data-testid={`fact-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
