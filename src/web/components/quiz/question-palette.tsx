import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import type { Answers, QuizQuestion } from './types';

/**
 * Every question as a numbered button (44 px, a thumb's tap target): answered, unanswered,
 * flagged; a tap jumps to it.
 */
export function QuestionPalette({
  questions,
  answers,
  flags,
  current,
  onJump,
}: {
  questions: readonly QuizQuestion[];
  answers: Readonly<Answers>;
  flags: ReadonlySet<string>;
  current: number;
  onJump: (index: number) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the current question's button in view in the sideways strip.
  useEffect(() => {
    const list = listRef.current;
    const button = list?.children[current] as HTMLElement | undefined;
    if (!list || !button) return;
    list.scrollLeft = button.offsetLeft - list.clientWidth / 2 + button.clientWidth / 2;
  }, [current]);

  return (
    <nav
      aria-label="Question palette"
      className="shrink-0 border-b bg-muted/40"
      data-testid="question-palette"
    >
      <ol
        ref={listRef}
        className="relative mx-auto flex max-w-3xl gap-1.5 overflow-x-auto px-4 py-2 [scrollbar-width:none]"
      >
        {questions.map((q, i) => {
          const answered = Boolean(answers[q.id]);
          const flagged = flags.has(q.id);
          return (
            <li key={q.id} className="shrink-0">
              <button
                type="button"
                onClick={() => onJump(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}: ${answered ? 'answered' : 'unanswered'}${flagged ? ', flagged for review' : ''}`}
                data-testid={`palette-${i + 1}`}
                data-answered={answered}
                data-flagged={flagged}
                className={cn(
                  'relative flex h-11 w-11 items-center justify-center rounded-md border text-sm font-semibold',
                  answered ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
                  i === current && 'ring-2 ring-foreground ring-offset-1',
                )}
              >
                {i + 1}
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
    </nav>
  );
}

export function PaletteLegend() {
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      aria-label="Palette legend"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded-sm bg-primary" /> Answered
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded-sm border bg-background" /> Unanswered
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded-full bg-amber-500" /> Flagged for review
      </li>
    </ul>
  );
}
