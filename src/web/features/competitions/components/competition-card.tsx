import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useRegister } from '../api/register';
import type { CompetitionCard as Card_ } from '../api/types';
import { CompetitionFacts } from './competition-facts';

export const STATUS_TONES: Record<Card_['displayStatus'], BadgeTone> = {
  live: 'success',
  upcoming: 'info',
  ended: 'muted',
  completed: 'muted',
};

/** The card's action, as the server decided it (§4 buttons). */
export function CompetitionAction({ competition: c }: { competition: Card_ }) {
  const register = useRegister();
  const label = c.buttonLabel;
  if (c.button === 'register')
    return (
      <Button
        className="w-full"
        disabled={register.isPending}
        onClick={() => register.mutate(c.id)}
        data-testid="competition-action"
      >
        {register.isPending ? 'Registering...' : label}
      </Button>
    );
  if (c.button === 'enter')
    return (
      <Link
        to={paths.app.competition.getHref(c.id)}
        className={buttonClasses('default') + ' w-full'}
        data-testid="competition-action"
      >
        {c.entry?.status === 'completed' ? 'View My Result' : label}
      </Link>
    );
  return (
    <Button className="w-full" variant="secondary" disabled data-testid="competition-action">
      {label}
    </Button>
  );
}

/** One competition in a tab of /app/competitions. */
export function CompetitionCard({ competition: c }: { competition: Card_ }) {
  const headingId = `competition-${c.id}-title`;
  const finished = c.entry?.status === 'completed';
  return (
    <Card
      className="space-y-3 p-4"
      role="article"
      aria-labelledby={headingId}
      data-testid={`competition-${c.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
          {c.title}
        </h2>
        <Badge tone={STATUS_TONES[c.displayStatus]}>{c.statusLabel}</Badge>
      </div>
      <p className="text-sm font-medium text-primary">
        {c.examName} · {c.subjectName}
      </p>
      {c.description ? (
        <p className="text-sm break-words text-muted-foreground">{c.description}</p>
      ) : null}
      <CompetitionFacts competition={c} />
      {finished && c.entry?.score !== null ? (
        <p className="text-sm">
          Your score: <strong>{c.entry?.score}%</strong>
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <CompetitionAction competition={c} />
        <Link
          to={
            c.tab === 'completed'
              ? `${paths.app.competitionResults.getHref()}?competition=${c.id}`
              : paths.app.competition.getHref(c.id)
          }
          className={buttonClasses('outline') + ' w-full'}
          aria-label={`${c.tab === 'completed' ? 'View Results' : 'View Details'}: ${c.title}`}
        >
          {c.tab === 'completed' ? 'View Results' : 'View Details'}
        </Link>
      </div>
    </Card>
  );
}
