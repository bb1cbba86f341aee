import { cn } from '../../../lib/cn';
import type { Answers } from '../../../components/quiz/types';
import { cellLabel, type PlacedSection } from './cbt-paper';

/**
 * A subject's questions as a grid of numbered buttons (44 px on a touch screen, 36 px with a
 * mouse, so a desktop shows the grid and the calculator together): answered, flagged, current;
 * a tap opens that question. Numbered within the subject, as the CBT numbers them.
 */
export function CbtGrid({
  id,
  section,
  answers,
  flags,
  current,
  onJump,
  className,
}: {
  id: string;
  section: PlacedSection;
  answers: Readonly<Answers>;
  flags: ReadonlySet<string>;
  /** The current question's index in the paper. */
  current: number;
  onJump: (index: number) => void;
  className?: string;
}) {
  return (
    <nav
      id={id}
      aria-label={`${section.name} questions`}
      data-testid="cbt-grid"
      className={cn('space-y-3', className)}
    >
      <h2 className="text-sm font-semibold">{section.name}: questions</h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5 pointer-fine:grid-cols-[repeat(auto-fill,minmax(2.25rem,1fr))]">
        {section.questions.map((q, i) => {
          const n = i + 1;
          const index = section.start + i;
          const answered = Boolean(answers[q.id]);
          const flagged = flags.has(q.id);
          const isCurrent = index === current;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onJump(index)}
                aria-label={cellLabel(n, answered, flagged)}
                aria-current={isCurrent ? 'step' : undefined}
                data-testid={`cbt-cell-${n}`}
                data-answered={answered}
                data-flagged={flagged}
                className={cn(
                  'relative flex h-11 w-full min-w-11 items-center justify-center rounded-md border text-sm font-semibold tabular-nums pointer-fine:h-9 pointer-fine:min-w-9',
                  answered
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-muted',
                  flagged && 'border-2 border-amber-500',
                  isCurrent && 'ring-2 ring-foreground ring-offset-2',
                )}
              >
                {n}
                {flagged ? (
                  <span
                    aria-hidden
                    className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-amber-500 ring-2 ring-background"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-label="Grid legend"
      >
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-primary" /> Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm border bg-background" /> Not answered
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-full bg-amber-500" /> Flagged for review
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm ring-2 ring-foreground" /> Current
        </li>
      </ul>
    </nav>
  );
}
