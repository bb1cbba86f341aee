import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useQuizClock } from '../../../components/quiz/hooks/use-quiz-clock';
import { useRegister } from '../api/register';
import type { CompetitionDetail, WithClock } from '../api/types';
import { formatCountdown, formatDuration, formatMinutes } from '../hooks/competition-time';
import { CompetitionFacts } from './competition-facts';
import { STATUS_TONES } from './competition-card';
import { PrizeRules } from './prize-rules';

type Detail = WithClock<CompetitionDetail>;

const LATE_TOLERANCE_S = 5;

/**
 * "Starts in" before the start, "Ends in" while live, on the server's clock; a late joiner is
 * told how much of the duration is left.
 */
function Countdown({ c, onZero }: { c: Detail; onZero: () => void }) {
  const live = c.displayStatus === 'live';
  const left = useQuizClock(live ? c.endTime : c.startTime, c.clockOffsetMs, onZero);
  if (!live && c.displayStatus !== 'upcoming') return null;
  // A few seconds short is no news; a late joiner's shorter time is.
  const late = live && c.button === 'enter' && left + LATE_TOLERANCE_S < c.durationMinutes * 60;
  return (
    <>
      <p
        className="flex items-center justify-center gap-2 rounded-lg bg-muted p-3 font-medium"
        data-testid="competition-countdown"
      >
        <Icon name="clock" />
        {live ? 'Ends in' : 'Starts in'}{' '}
        <span className="font-mono tabular-nums">{formatCountdown(left)}</span>
      </p>
      {late ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="late-notice">
          The competition ends soon: entering now gives you about {formatDuration(left)}, not the
          full {formatMinutes(c.durationMinutes)}.
        </p>
      ) : null}
    </>
  );
}

/**
 * Before the entry (student §4 "intro"): what the competition is, its rules, a countdown, and the
 * action the server allows (register, enter, or why not).
 */
export function CompetitionIntro({
  competition: c,
  entering,
  onEnter,
  onRefresh,
}: {
  competition: Detail;
  entering: boolean;
  onEnter: () => void;
  onRefresh: () => void;
}) {
  const register = useRegister();
  const rules = [
    'One entry per student: once you enter, the timer runs and cannot be paused or restarted.',
    'Your answers save as you go; when the time is up they are submitted for you.',
    'Correct answers and explanations are shown after the competition ends.',
  ];
  return (
    <Card className="mx-auto max-w-lg space-y-4 p-5" data-testid="competition-intro">
      <div className="flex items-start justify-between gap-2">
        <h1 className="text-xl font-bold break-words">{c.title}</h1>
        <Badge tone={STATUS_TONES[c.displayStatus]}>{c.statusLabel}</Badge>
      </div>
      <p className="text-sm font-medium text-primary">
        {c.examName} · {c.subjectName}
      </p>
      {c.description ? <p className="text-sm text-muted-foreground">{c.description}</p> : null}
      <CompetitionFacts competition={c} />
      <Countdown c={c} onZero={onRefresh} />
      <ul className="space-y-1 text-sm text-muted-foreground">
        {rules.map((r) => (
          <li key={r} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
            {r}
          </li>
        ))}
      </ul>
      <PrizeRules competition={c} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.app.competitions.getHref()} className={buttonClasses('outline')}>
          Back to Competitions
        </Link>
        {c.button === 'enter' ? (
          <Button onClick={onEnter} disabled={entering} data-testid="enter-competition">
            {entering ? 'Entering...' : c.buttonLabel}
          </Button>
        ) : c.button === 'register' ? (
          <Button
            onClick={() => register.mutate(c.id)}
            disabled={register.isPending}
            data-testid="competition-action"
          >
            {register.isPending ? 'Registering...' : c.buttonLabel}
          </Button>
        ) : (
          <Button variant="secondary" disabled data-testid="competition-action">
            {c.buttonLabel}
          </Button>
        )}
        {c.button === 'completed' ? (
          <Link
            to={`${paths.app.competitionResults.getHref()}?competition=${c.id}`}
            className={buttonClasses('default')}
          >
            View Results
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
