import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { Badge } from '../ui/badge';
import { MathText } from '../math/math-text';
import { Icon } from '../ui/icon';
import { LETTERS } from './question-card';
import { PassageCard, passageRuns, questionRange } from './passage-card';
import type { Passage } from '../../../domain/passages';
import type { QuestionImage } from '../../../domain/diagrams';
import { QuestionDiagram } from './question-image';

/** A graded question as a review shows it (practice results, a competition once it is over). */
export type ReviewQuestion = {
  id: string;
  questionText: string;
  options: readonly { key: string; text: string }[];
  correctAnswer: string;
  selected: string | null;
  correct: boolean;
  explanation: string | null;
  topic: string;
  passageId?: string;
  /** Its diagram (issue 14 item 2). */
  image?: QuestionImage;
};

/**
 * Question by question: the correct option, the learner's wrong choice, explanation and topic;
 * `action` adds a control under each question (practice results: "Report a problem").
 */
export function AnswerReview({
  questions,
  passages,
  action,
}: {
  questions: readonly ReviewQuestion[];
  /** The passages the questions name (issue 14), shown folded above their first question. */
  passages?: readonly Passage[];
  action?: (q: ReviewQuestion, n: number) => ReactNode;
}) {
  const byId = new Map((passages ?? []).map((p) => [p.id, p]));
  return (
    <ol className="space-y-3">
      {passageRuns(questions).flatMap((run) => {
        const passage = run.passageId ? byId.get(run.passageId) : undefined;
        const items = run.items.map((q, j) => (
          <li key={q.id}>
            <ReviewItem
              question={q}
              n={run.start + j + 1}
              action={action?.(q, run.start + j + 1)}
            />
          </li>
        ));
        return passage
          ? [
              <li key={`passage-${run.start}`}>
                <PassageCard
                  passage={passage}
                  defaultOpen={false}
                  questionRange={questionRange(run.start, run.items.length)}
                />
              </li>,
              ...items,
            ]
          : items;
      })}
    </ol>
  );
}

function ReviewItem({
  question: q,
  n,
  action,
}: {
  question: ReviewQuestion;
  n: number;
  action?: ReactNode;
}) {
  return (
    <Card className="space-y-3 p-4" data-testid={`review-${n}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-primary">Question {n}</span>
        <Badge tone={q.correct ? 'success' : 'danger'}>
          {q.correct ? 'Correct' : q.selected ? 'Incorrect' : 'Not answered'}
        </Badge>
        <Badge tone="info" className="ml-auto">
          {q.topic}
        </Badge>
      </div>
      <p className="leading-relaxed whitespace-pre-line">
        <MathText text={q.questionText} />
      </p>
      {q.image ? <QuestionDiagram image={q.image} className="mt-0" /> : null}
      <ul className="space-y-2">
        {q.options.map((o, i) => {
          const isCorrect = o.key === q.correctAnswer;
          const isWrongChoice = o.key === q.selected && !isCorrect;
          return (
            <li
              key={o.key}
              className={cn(
                'flex items-center gap-3 rounded-lg border p-3',
                isCorrect && 'border-green-600 bg-green-50',
                isWrongChoice && 'border-red-600 bg-red-50',
              )}
            >
              <span className="font-semibold">{LETTERS[i]}.</span>
              <MathText text={o.text} className="min-w-0 flex-1 break-words" />
              {isCorrect ? (
                <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-green-800">
                  <Icon name="check" /> {o.key === q.selected ? 'Your answer' : 'Correct answer'}
                </span>
              ) : null}
              {isWrongChoice ? (
                <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-red-800">
                  <Icon name="cross" /> Your answer
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {q.explanation ? (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-semibold">Explanation</p>
          <MathText text={q.explanation} />
        </div>
      ) : null}
      {action}
    </Card>
  );
}
