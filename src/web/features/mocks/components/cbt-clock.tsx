import { cn } from '../../../lib/cn';
import { Icon } from '../../../components/ui/icon';
import { useQuizClock } from '../../../components/quiz/hooks/use-quiz-clock';
import { formatHms } from './cbt-paper';

/** The clock turns red with 5 minutes left. */
const LOW_SECONDS = 300;

/**
 * The paper's one clock, on the server's deadline (as practice's): always in view, big on a
 * desktop as at a CBT centre. Its own component so the tick re-renders only the clock.
 */
export function CbtClock({
  deadlineAt,
  clockOffsetMs,
  onExpire,
}: {
  deadlineAt: string;
  clockOffsetMs: number;
  onExpire: () => void;
}) {
  const left = useQuizClock(deadlineAt, clockOffsetMs, onExpire);
  const low = left <= LOW_SECONDS;
  const warning =
    left === 0
      ? 'Time is up'
      : left <= 60
        ? 'Less than a minute left'
        : low
          ? 'Less than 5 minutes left'
          : '';
  return (
    <>
      <div
        role="timer"
        aria-label="Time left"
        data-testid="cbt-clock"
        data-low={low ? 'true' : 'false'}
        className={cn(
          'flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums lg:px-4 lg:text-3xl',
          low ? 'bg-red-50 text-red-700' : 'bg-muted text-foreground',
        )}
      >
        <Icon name="clock" className="h-4 w-4 lg:h-6 lg:w-6" />
        {formatHms(left)}
      </div>
      <p className="sr-only" aria-live="assertive">
        {warning}
      </p>
    </>
  );
}
