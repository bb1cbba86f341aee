import type { QuestionInput } from '../../../../../domain/question-rules';
import { Button } from '../../../../components/ui/button';
import { emptyQuestion, QuestionForm } from '../../kit/question-form/question-form';

/**
 * Manual entry (admin §3's manual shape): questions typed in one by one, kept here until the
 * competition is created; they are stored in its exam and subject at level 1.
 */
export function CompetitionManualQuestions({
  examType,
  subject,
  questions,
  onChange,
}: {
  examType: string;
  subject: string;
  questions: QuestionInput[];
  onChange: (questions: QuestionInput[]) => void;
}) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="manual-questions-heading" className="space-y-2">
        <h4 id="manual-questions-heading" className="font-medium">
          Questions added: {questions.length}
        </h4>
        {questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. Fill in the form below and press Add Question.
          </p>
        ) : (
          <ol className="space-y-2">
            {questions.map((q, i) => (
              <li
                key={`${i}-${q.questionText}`}
                className="flex items-start justify-between gap-2 rounded-md border p-2 text-sm"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{i + 1}.</span> {q.questionText}{' '}
                  <span className="text-muted-foreground">
                    (answer {q.correctAnswer}, {q.difficulty})
                  </span>
                </span>
                <Button
                  variant="ghost"
                  className="shrink-0 text-destructive"
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() => onChange(questions.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="rounded-md border p-3">
        <QuestionForm
          idPrefix="competition-question"
          defaultValues={{ ...emptyQuestion, examType, subject, level: '1', topicId: null }}
          submitLabel="Add Question"
          fixedScope
          resetOnSave
          onSave={(q) => {
            onChange([...questions, q]);
            return Promise.resolve(true);
          }}
        />
      </div>
    </div>
  );
}
