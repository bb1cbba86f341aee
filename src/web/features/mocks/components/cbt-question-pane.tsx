import type { RefObject } from 'react';
import type { Passage } from '../../../../domain/passages';
import { cn } from '../../../lib/cn';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { QuestionCard } from '../../../components/quiz/question-card';
import { PassageCard, questionRange } from '../../../components/quiz/passage-card';
import type { OptionKey, QuizQuestion } from '../../../components/quiz/types';
import type { PlacedSection } from './cbt-paper';

/**
 * The current question: where it is in its subject, its passage above it (kept open or folded
 * across the questions that share it), the question card, and the keys. On a phone, the toggle
 * of the question grid's sheet.
 */
export function CbtQuestionPane({
  section,
  question,
  n,
  passage,
  passageRange,
  selected,
  flagged,
  onChoose,
  onFlag,
  gridId,
  gridOpen,
  onToggleGrid,
  questionRef,
}: {
  section: PlacedSection;
  question: QuizQuestion;
  /** Its number in its subject (1-based). */
  n: number;
  passage: Passage | undefined;
  /** The numbers in its subject of the questions sharing its passage. */
  passageRange: [number, number] | null;
  selected: string | undefined;
  flagged: boolean;
  onChoose: (questionId: string, key: OptionKey) => void;
  onFlag: (questionId: string) => void;
  gridId: string;
  gridOpen: boolean;
  onToggleGrid: () => void;
  /** Focused after a jump from the phone's grid sheet. */
  questionRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold" data-testid="cbt-position">
          {/* A phone's tab already names the subject. */}
          <span className="max-lg:sr-only">{section.name} · </span>Question {n} of {section.count}
        </p>
        <button
          type="button"
          onClick={onToggleGrid}
          aria-expanded={gridOpen}
          aria-controls={gridId}
          className={cn(buttonClasses('outline', 'sm'), 'h-11 lg:hidden')}
          data-testid="cbt-grid-toggle"
        >
          Questions
          <Icon
            name="chevron"
            className={cn('h-4 w-4 transition-transform', gridOpen ? '-rotate-90' : 'rotate-90')}
          />
        </button>
      </div>
      {passage && passageRange ? (
        <PassageCard
          key={passage.id}
          passage={passage}
          sticky
          questionRange={questionRange(passageRange[0] - 1, passageRange[1] - passageRange[0] + 1)}
        />
      ) : null}
      <div ref={questionRef} tabIndex={-1} className="outline-none" data-testid="cbt-question">
        <QuestionCard
          key={question.id}
          index={n - 1}
          question={question}
          selected={selected}
          flagged={flagged}
          onChoose={onChoose}
          onFlag={onFlag}
          onFocus={noop}
          belowPassage={passage !== undefined}
        />
      </div>
      <p className="hidden text-sm text-muted-foreground lg:block">
        Keys: A–D answer · N next · P previous · S submit · R reverse (back out of submitting)
      </p>
    </>
  );
}

/** The card's focus pin is for practice's scrolling list; here one question shows at a time. */
const noop = () => {};
