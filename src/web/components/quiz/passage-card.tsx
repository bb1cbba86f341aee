import type { Passage } from '../../../domain/passages';
import { cn } from '../../lib/cn';
import { MathText } from '../math/math-text';

/**
 * An open passage in a quiz takes at most a third of the screen, and at most half of the question
 * list under the quiz header (the runner's scroller is a size container, hence `cqh`), so on a
 * short phone the question it belongs to still shows below it. Browsers without container units
 * keep the third.
 */
const PASSAGE_MAX_HEIGHT = 'max-h-[33vh] supports-[height:1cqh]:max-h-[min(33vh,50cqh)]';

/**
 * How far below the top a question under a passage lands when jumped to: under the tallest the
 * passage can be, so its stem is never behind it.
 */
export const BELOW_PASSAGE_SCROLL_MARGIN =
  'scroll-mt-[calc(33vh_+_0.75rem)] supports-[height:1cqh]:scroll-mt-[calc(min(33vh,50cqh)_+_0.75rem)]';

/**
 * A comprehension or cloze passage above its questions (issue 14): a disclosure, open by default
 * in a quiz and closed in a review, so a phone can fold it away. In a quiz it sticks to the top
 * of the scrolling list (scrolling inside, at most PASSAGE_MAX_HEIGHT) while its questions pass
 * under it.
 */
export function PassageCard({
  passage,
  sticky = false,
  defaultOpen = true,
  questionRange,
}: {
  passage: Passage;
  sticky?: boolean;
  defaultOpen?: boolean;
  /** "Questions 3–7", shown in the summary. */
  questionRange: string;
}) {
  return (
    <details
      open={defaultOpen}
      data-testid="passage"
      data-sticky-passage={sticky || undefined}
      className={cn(
        'group rounded-lg border border-primary/30 bg-card shadow-sm',
        sticky && `sticky top-0 z-10 overflow-y-auto ${PASSAGE_MAX_HEIGHT}`,
      )}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold">
        <span aria-hidden className="transition-transform group-open:rotate-90">
          ▸
        </span>
        <span className="min-w-0 flex-1">
          Passage: {passage.title}
          <span className="block text-xs font-normal text-muted-foreground">
            Read it for {questionRange}
          </span>
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-4 leading-relaxed">
        {passage.text.split(/\n\s*\n/).map((para, i) => (
          <p key={i} className="whitespace-pre-line">
            <MathText text={para} />
          </p>
        ))}
        {passage.source ? (
          <p className="text-xs text-muted-foreground">Source: {passage.source}</p>
        ) : null}
      </div>
    </details>
  );
}

/**
 * A list split into runs: each run of consecutive items with the same passage (or none), with
 * the index of its first item — how a quiz or a review lays out passages above their questions.
 */
export function passageRuns<T extends { passageId?: string }>(
  items: readonly T[],
): { passageId: string | undefined; start: number; items: T[] }[] {
  const runs: { passageId: string | undefined; start: number; items: T[] }[] = [];
  items.forEach((item, i) => {
    const last = runs[runs.length - 1];
    if (last && last.passageId === item.passageId) last.items.push(item);
    else runs.push({ passageId: item.passageId, start: i, items: [item] });
  });
  return runs;
}

/** "question 3" or "questions 3–7" (1-based). */
export function questionRange(start: number, count: number): string {
  return count === 1 ? `question ${start + 1}` : `questions ${start + 1}–${start + count}`;
}
