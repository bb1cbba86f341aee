import type { ReactNode } from 'react';
import { OPTION_KEYS } from '../../../../../domain/questions';
import { MathText } from '../../../../components/math/math-text';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import type { AdminQuestionDto } from '../api/questions';
import { examLabel } from '../../kit/options';
import { examShortName } from '../../../../../domain/catalogue';
import { QuestionDiagram } from '../../../../components/quiz/question-image';

export function QuestionStatusBadge({ q }: { q: AdminQuestionDto }) {
  if (q.pendingReview) return <Badge tone="warning">Pending review</Badge>;
  return q.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="muted">Inactive</Badge>;
}

/** A question as students will see it, with the key marked and its details for staff. */
export function QuestionView({ q, extra }: { q: AdminQuestionDto; extra?: ReactNode }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <QuestionStatusBadge q={q} />
        <span>{examLabel(q.examType, q.subject, q.level)}</span>
        <span aria-hidden>·</span>
        <span data-testid="question-exams">Serves {q.exams.map(examShortName).join(', ')}</span>
        <span aria-hidden>·</span>
        <span className="capitalize">{q.difficulty}</span>
        {q.topic ? (
          <>
            <span aria-hidden>·</span>
            <span>Topic: {q.topic}</span>
          </>
        ) : null}
        {extra}
      </div>
      {q.passage ? (
        <details className="rounded-md border bg-muted/30 text-sm" data-testid="admin-passage">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
            Passage: {q.passage.title}
          </summary>
          <p className="px-3 pb-3 whitespace-pre-line">{q.passage.text}</p>
          {q.passage.source ? (
            <p className="px-3 pb-3 text-xs text-muted-foreground">Source: {q.passage.source}</p>
          ) : null}
        </details>
      ) : null}
      <p className="font-medium whitespace-pre-line">
        <MathText text={q.questionText} />
      </p>
      {q.image ? <QuestionDiagram image={q.image} className="mt-0" /> : null}
      <ul className="space-y-1 text-sm">
        {OPTION_KEYS.map((k) => {
          const correct = k === q.correctAnswer;
          return (
            <li
              key={k}
              className={cn(
                'flex gap-2 rounded-md px-2 py-1',
                correct ? 'bg-green-50 font-medium text-green-900' : 'bg-muted/50',
              )}
            >
              <span className="font-semibold">{k}.</span>
              <MathText text={q.options[k]} className="flex-1" />
              {correct ? (
                <span className="shrink-0">
                  <span aria-hidden>✓</span> Correct
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {q.explanation ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Explanation: </span>
          <MathText text={q.explanation} />
        </p>
      ) : null}
    </div>
  );
}
