import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { scoreColour, type ScoreColour } from '../../../../domain/scoring';
import type { LevelCard } from '../api/types';
import { Icon } from '../../../components/ui/icon';
import { formatClock } from '../../../components/quiz/quiz-header';
import { useQuizClock } from '../../../components/quiz/hooks/use-quiz-clock';
import { PremiumFromPrice } from '../../../components/pricing/premium-price';

export const colourTone: Record<ScoreColour, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

const frame = 'flex h-full flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm';

function Facts({ card }: { card: LevelCard }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="card-facts">
      {card.questionCount} questions · {card.timeLimitMinutes} min
    </p>
  );
}

const noop = () => {};

/**
 * A level with an open attempt: the time left on the server's deadline (the phone's clock plus
 * the offset measured when the list arrived), and Resume; once the time is up, its result.
 */
function InProgressCard({
  href,
  card,
  deadlineAt,
  clockOffsetMs,
}: {
  href: string;
  card: LevelCard;
  deadlineAt: string;
  clockOffsetMs: number;
}) {
  const left = useQuizClock(deadlineAt, clockOffsetMs, noop);
  return (
    <Link
      to={href}
      className={cn(frame, 'border-amber-400 hover:border-amber-600')}
      data-testid={`level-${card.level}`}
      data-state="in-progress"
    >
      <span className="flex items-center justify-between font-semibold">
        Level {card.level}
        <Badge tone="warning">In progress</Badge>
      </span>
      <Facts card={card} />
      <p className="text-sm font-medium tabular-nums" data-testid="level-time-left">
        {left > 0 ? `In progress · ${formatClock(left)} left` : 'Time’s up'}
      </p>
      <span className={cn(buttonClasses('default', 'sm'), 'mt-auto')}>
        {left > 0 ? 'Resume' : 'See result'}
      </span>
    </Link>
  );
}

/**
 * One level: locked (not clickable), premium-locked (links to the plans), in progress (an open
 * attempt: Resume), available or completed.
 */
export function LevelCardView({
  exam,
  subject,
  card,
  clockOffsetMs,
}: {
  exam: string;
  subject: string;
  card: LevelCard;
  /** The server's clock minus the phone's, measured when the list arrived. */
  clockOffsetMs: number;
}) {
  const title = `Level ${card.level}`;
  const testId = `level-${card.level}`;

  if (card.premiumLocked) {
    return (
      <Link
        to={paths.app.subscription.getHref()}
        className={cn(frame, 'border-amber-300 hover:border-amber-500')}
        data-testid={testId}
        data-state="premium"
      >
        <span className="flex items-center justify-between font-semibold">
          {title}
          <Icon name="crown" className="h-5 w-5 text-amber-600" />
        </span>
        <Facts card={card} />
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-amber-800">
          <Icon name="lock" /> Unlock with Premium
        </span>
        <PremiumFromPrice className="text-xs text-muted-foreground" />
      </Link>
    );
  }

  if (card.state === 'locked') {
    return (
      <div
        className={cn(frame, 'bg-muted/60 text-muted-foreground')}
        aria-disabled="true"
        data-testid={testId}
        data-state="locked"
      >
        <span className="flex items-center justify-between font-semibold">
          {title}
          <Icon name="lock" className="h-5 w-5" />
        </span>
        <Facts card={card} />
        <span className="mt-auto text-sm">Complete Level {card.level - 1} to unlock</span>
      </div>
    );
  }

  const quizHref = paths.app.quiz.getHref(exam, subject, card.level);
  if (card.openAttempt) {
    return (
      <InProgressCard
        href={quizHref}
        card={card}
        deadlineAt={card.openAttempt.deadlineAt}
        clockOffsetMs={clockOffsetMs}
      />
    );
  }
  if (card.state === 'completed') {
    const score = card.score ?? 0;
    return (
      <div className={cn(frame, 'border-green-300')} data-testid={testId} data-state="completed">
        <span className="flex items-center justify-between font-semibold">
          {title}
          <Badge tone={colourTone[scoreColour(score)]} aria-label={`Best score ${score}%`}>
            <Icon name="check" className="mr-1 h-3 w-3" />
            {score}%
          </Badge>
        </span>
        <Facts card={card} />
        <div className="mt-auto flex flex-wrap gap-2">
          <Link
            to={quizHref}
            className={buttonClasses('default', 'sm')}
            aria-label={`Retake Level ${card.level}`}
          >
            Retake Level
          </Link>
          <Link
            to={paths.app.levelResults.getHref(exam, subject, card.level)}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Level ${card.level} results`}
          >
            Results
          </Link>
        </div>
      </div>
    );
  }

  return (
    <Link
      to={quizHref}
      className={cn(frame, 'border-primary/40 hover:border-primary')}
      data-testid={testId}
      data-state="available"
    >
      <span className="flex items-center justify-between font-semibold">
        {title}
        <Badge tone="info">Available</Badge>
      </span>
      <Facts card={card} />
      <span className={cn(buttonClasses('default', 'sm'), 'mt-auto')}>Start Level</span>
    </Link>
  );
}
