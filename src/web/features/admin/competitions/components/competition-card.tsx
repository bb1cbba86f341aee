import { useState } from 'react';
import { formatNaira } from '../../../../../domain/money';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import type { AdminCompetition, StatusAction } from '../api/competitions';
import { CompetitionResults } from './competition-results';
import { formatWhen, STATUS_TONES, statusText } from './competition-format';

/** One competition in the Compete tab's list, with its status buttons and its results. */
export function CompetitionCard({
  competition: c,
  busy,
  onAction,
  onDelete,
}: {
  competition: AdminCompetition;
  busy: boolean;
  onAction: (action: StatusAction) => void;
  onDelete: () => void;
}) {
  const [showResults, setShowResults] = useState(false);
  const titleId = `competition-${c.id}`;
  const resultsId = `competition-results-${c.id}`;
  return (
    <Card className="space-y-3 p-4" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {c.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {c.examName} · {c.subjectName}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="sr-only">Status:</span>
          <Badge tone={STATUS_TONES[c.statusColour]} data-testid="competition-status">
            {statusText(c.status)}
          </Badge>
          {c.status === 'active' || c.status === 'upcoming' ? (
            <span className="text-muted-foreground">{c.statusLabel}</span>
          ) : null}
        </p>
      </div>
      {c.description ? <p className="text-sm break-words">{c.description}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Starts</dt>
          <dd>{formatWhen(c.startTime)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Ends</dt>
          <dd>{formatWhen(c.endTime)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Participants</dt>
          <dd data-testid="competition-participants">
            {c.participantCount}
            {c.maxParticipants === null ? ' (unlimited)' : ` / ${c.maxParticipants}`}
            {c.submittedCount ? `, ${c.submittedCount} submitted` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Duration · questions</dt>
          <dd>
            {c.durationMinutes} min · {c.questionCount}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Entry fee</dt>
          <dd>{c.entryFeeKobo ? formatNaira(c.entryFeeKobo) : 'Free'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Prize pool</dt>
          <dd>
            {formatNaira(c.prizePoolKobo)}
            {c.prizeMinScore === null ? '' : ` · wins from ${c.prizeMinScore}%`}
          </dd>
        </div>
        {c.registrationDeadline ? (
          <div>
            <dt className="text-muted-foreground">Registration closes</dt>
            <dd>{formatWhen(c.registrationDeadline)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {c.can.activate ? (
          <Button disabled={busy} onClick={() => onAction('activate')}>
            Activate
          </Button>
        ) : null}
        {c.can.complete ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAction('complete')}>
            Complete
          </Button>
        ) : null}
        {c.can.cancel ? (
          <Button variant="outline" disabled={busy} onClick={() => onAction('cancel')}>
            Cancel competition
          </Button>
        ) : null}
        <Button
          variant="outline"
          aria-expanded={showResults}
          aria-controls={showResults ? resultsId : undefined}
          onClick={() => setShowResults((v) => !v)}
        >
          {showResults ? 'Hide results' : 'Results'}
        </Button>
        <Button variant="outline" className="text-destructive" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
      </div>
      {showResults ? (
        <div id={resultsId}>
          <CompetitionResults competition={c} />
        </div>
      ) : null}
    </Card>
  );
}
