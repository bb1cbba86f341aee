import { memo } from 'react';
import { cn } from '../../lib/cn';
import { MathText } from '../math/math-text';
import type { OptionKey, QuizQuestion } from './types';
import { Icon } from '../ui/icon';
import { QuestionDiagram } from './question-image';
import { BELOW_PASSAGE_SCROLL_MARGIN } from './passage-card';
import './quiz-math.css';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One question with its options as radios (A–D by position) and a "Flag for review" toggle. */
export const QuestionCard = memo(function QuestionCard({
  index,
  question,
  selected,
  flagged,
  onChoose,
  onFlag,
  onFocus,
  belowPassage = false,
}: {
  index: number;
  question: QuizQuestion;
  selected: string | undefined;
  flagged: boolean;
  onChoose: (questionId: string, key: OptionKey) => void;
  onFlag: (questionId: string) => void;
  onFocus: (index: number) => void;
  /** Under a sticky passage: scrolled to below it, not behind it. */
  belowPassage?: boolean;
}) {
  const n = index + 1;
  const headingId = `question-${n}-heading`;
  const textId = `question-${n}-text`;
  return (
    <section
      data-question-index={index}
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border bg-card p-4 shadow-sm',
        belowPassage ? BELOW_PASSAGE_SCROLL_MARGIN : 'scroll-mt-3',
      )}
      data-testid={`question-${n}`}
      onFocus={() => onFocus(index)}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="pt-1 text-sm font-semibold text-primary">
          Question {n}
        </h2>
        <button
          type="button"
          aria-pressed={flagged}
          onClick={() => onFlag(question.id)}
          data-testid={`flag-${n}`}
          className={cn(
            '-mt-1 -mr-2 inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-medium',
            flagged ? 'bg-amber-100 text-amber-900' : 'text-muted-foreground hover:bg-muted',
          )}
        >
          <Icon name="flag" filled={flagged} />
          Flag for review
        </button>
      </div>
      <p id={textId} className="mt-2 text-base leading-relaxed whitespace-pre-line">
        <MathText text={question.questionText} />
      </p>
      {question.image ? <QuestionDiagram image={question.image} /> : null}
      <div role="radiogroup" aria-labelledby={`${headingId} ${textId}`} className="mt-3 space-y-2">
        {question.options.map((option, i) => {
          const checked = selected === option.key;
          return (
            <label
              key={option.key}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors',
                checked ? 'border-primary bg-secondary' : 'hover:bg-muted/60',
              )}
            >
              <input
                type="radio"
                name={`answer-${question.id}`}
                value={option.key}
                checked={checked}
                onChange={() => onChoose(question.id, option.key)}
                className="h-5 w-5 shrink-0 accent-primary"
                data-testid={`option-${n}-${LETTERS[i]}`}
              />
              <span className="font-semibold">{LETTERS[i]}.</span>
              <MathText
                text={option.text}
                className="quiz-option-math min-w-0 flex-1 break-words"
              />
            </label>
          );
        })}
      </div>
    </section>
  );
});
