import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ProgressBar } from '../ui/progress-bar';
import { scorePercent } from '../../../domain/scoring';
import { useQuizClock } from './hooks/use-quiz-clock';
import type { SaveStatus } from './hooks/autosaver';
import type { RunnerAttempt } from './types';
import { Icon } from '../ui/icon';

/** Practice's timer turns red at 5 minutes (spec §9); a competition passes its own (60 s). */
export const LOW_SECONDS = 300;

const saveText: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — will retry',
  error: 'Not saved — will send on submit',
};

export function formatClock(seconds: number) {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Its own component so the once-a-second tick re-renders only the clock, not 40 questions. */
function QuizTimer({
  attempt,
  lowSeconds,
  onExpire,
}: {
  attempt: RunnerAttempt;
  lowSeconds: number;
  onExpire: () => void;
}) {
  const left = useQuizClock(attempt.deadlineAt, attempt.clockOffsetMs, onExpire);
  const low = left <= lowSeconds;
  const warning =
    left === 0
      ? 'Time is up'
      : left <= 60
        ? 'Less than a minute left'
        : low && lowSeconds >= 300
          ? 'Less than 5 minutes left'
          : '';
  return (
    <>
      <div
        role="timer"
        aria-label="Time remaining"
        data-testid="quiz-timer"
        data-low={low ? 'true' : 'false'}
        className={cn(
          'flex items-center gap-1.5 rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums',
          low ? 'bg-red-50 text-red-700' : 'bg-muted text-foreground',
        )}
      >
        <Icon name="clock" />
        {formatClock(left)}
      </div>
      <p className="sr-only" aria-live="assertive">
        {warning}
      </p>
    </>
  );
}

/**
 * The title, wrapping onto a second line on a phone rather than cutting a long subject name
 * ("English Language"); the last part after a " · " (the level, "Level 12") stays on one line.
 */
function QuizTitle({ title }: { title: string }) {
  const cut = title.lastIndexOf(' · ');
  const head = cut < 0 ? '' : title.slice(0, cut + 3);
  const tail = cut < 0 ? title : title.slice(cut + 3);
  return (
    <p
      className="min-w-0 flex-1 text-sm font-medium break-words text-muted-foreground"
      data-testid="quiz-title"
    >
      {head}
      <span className={head ? 'whitespace-nowrap' : undefined} data-testid="quiz-title-level">
        {tail}
      </span>
    </p>
  );
}

export function QuizHeader({
  attempt,
  current,
  total,
  answered,
  status,
  lowSeconds = LOW_SECONDS,
  onExit,
  onExpire,
}: {
  attempt: RunnerAttempt;
  current: number;
  total: number;
  answered: number;
  status: SaveStatus;
  /** The timer turns red at this many seconds or fewer. */
  lowSeconds?: number;
  onExit: () => void;
  onExpire: () => void;
}) {
  const percent = scorePercent(answered, total);
  return (
    <header className="shrink-0 space-y-2 border-b bg-background px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        <QuizTitle title={attempt.title} />
        <Button variant="outline" size="sm" onClick={onExit} data-testid="exit-quiz">
          Exit Quiz
        </Button>
      </div>
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="question-counter">
            Question {current + 1} of {total}
          </p>
          <p
            className={cn(
              'h-4 text-xs',
              status === 'offline' || status === 'error'
                ? 'text-amber-700'
                : 'text-muted-foreground',
            )}
            data-testid="save-status"
          >
            {saveText[status]}
          </p>
          <p className="sr-only" aria-live="polite">
            {status === 'offline' || status === 'error' ? saveText[status] : ''}
          </p>
        </div>
        <QuizTimer attempt={attempt} lowSeconds={lowSeconds} onExpire={onExpire} />
      </div>
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        <ProgressBar
          value={answered}
          max={total}
          label="Questions answered"
          valueText={`${answered} of ${total} answered (${percent}%)`}
          className="flex-1"
        />
        <span className="text-xs text-muted-foreground tabular-nums">{percent}% answered</span>
      </div>
    </header>
  );
}
