import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { SelectField } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-errors';
import { useApproveUnflagged, usePendingQuestions } from '../api/pending-questions';
import { useApproveQuestion, useDeleteQuestion, type AdminQuestionDto } from '../api/questions';
import { controlled, ScopeSelects } from '../../kit/fields';
import { FILTER_EXAM_OPTIONS } from '../../kit/options';
import { QueryState } from '../../kit/query-state';
import { ShowMore } from '../../kit/show-more';
import { PENDING_LIMIT, type ReviewFlagFilter } from '../../../../../domain/admin-rules';
import { QuestionEditor } from './question-editor';
import { QuestionView } from './question-view';
import { ReportedQuestions } from './reported-questions';
import { REVIEW_FLAGS, flagLabel } from '../../../../../domain/generation-flags';

const FLAG_FILTER_OPTIONS: { value: ReviewFlagFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'flagged', label: 'Flagged (any)' },
  { value: 'unflagged', label: 'Not flagged' },
  ...REVIEW_FLAGS.map((flag) => ({ value: flag, label: `Flag: ${flagLabel(flag)}` })),
];

/** Cards drawn at a time: a bulk generation can leave thousands waiting. */
const PAGE = 20;

function ReviewCard({ q }: { q: AdminQuestionDto }) {
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveQuestion();
  const reject = useDeleteQuestion();
  const busy = approve.isPending || reject.isPending;
  const topic = (
    <>
      <span aria-hidden>·</span>
      <span>Syllabus topic: {q.topicName ?? 'not linked'}</span>
    </>
  );
  // The card leaves the list as soon as the list refreshes, so the toasts hang on the promise
  // (a mutate() callback is dropped once its component has gone).
  const onApprove = () =>
    approve.mutateAsync(q.id).then(
      () => toast.success('Question approved and activated'),
      (err: unknown) =>
        toast.error('Failed to approve question', { description: errorMessage(err) }),
    );
  const onReject = () =>
    reject.mutateAsync(q.id).then(
      () => toast.success('Question rejected and deleted'),
      (err: unknown) =>
        toast.error('Failed to reject question', { description: errorMessage(err) }),
    );

  if (editing) return <QuestionEditor q={q} idPrefix="review" onDone={() => setEditing(false)} />;
  return (
    <Card className="space-y-3 p-4">
      <QuestionView q={q} extra={topic} />
      {q.flags.length > 0 ? (
        <ul
          aria-label="Flags of the generation checks"
          className="space-y-1 text-sm"
          data-testid="question-flags"
        >
          {q.flags.map((f) => (
            <li
              key={f}
              className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900"
            >
              ⚠ {flagLabel(f)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void onApprove()}>
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={busy}>
          Reject
        </Button>
      </div>
      <ConfirmDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onConfirm={() => void onReject().finally(() => setRejecting(false))}
        pending={reject.isPending}
        title="Reject this question?"
        description="It is deleted: no student ever sees it."
        confirmLabel="Reject and delete"
      />
    </Card>
  );
}

/**
 * The Review tab: questions students reported, then AI Question Review, the optional approval
 * step for generated questions (not for uploads).
 */
export function ReviewTab() {
  return (
    <div className="space-y-8">
      <ReportedQuestions />
      <PendingReview />
    </div>
  );
}

function PendingReview() {
  const [examType, setExamType] = useState('');
  const [flags, setFlags] = useState<ReviewFlagFilter>('all');
  const pending = usePendingQuestions({ examType, flags });
  const approveAll = useApproveUnflagged();
  const approveUnflagged = () =>
    approveAll.mutate(examType, {
      onSuccess: ({ approved }) =>
        toast.success(
          `${approved} unflagged ${approved === 1 ? 'question' : 'questions'} approved`,
        ),
      onError: (err) =>
        toast.error('Failed to approve questions', { description: errorMessage(err) }),
    });
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">AI Question Review</h2>
        <p className="text-sm text-muted-foreground">
          AI-generated questions wait here until approved. Direct uploads skip this step.
        </p>
      </div>
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
        <ScopeSelects
          idPrefix="review"
          exam={{
            placeholder: 'All exams',
            options: FILTER_EXAM_OPTIONS,
            ...controlled(examType, setExamType),
          }}
        />
        <SelectField
          id="review-flags"
          label="Checks"
          options={FLAG_FILTER_OPTIONS}
          value={flags}
          onChange={(e) => setFlags(e.target.value as ReviewFlagFilter)}
        />
      </div>
      <Button
        variant="outline"
        className="min-h-11"
        disabled={approveAll.isPending}
        onClick={approveUnflagged}
      >
        {approveAll.isPending
          ? 'Approving...'
          : `Approve all unflagged${examType ? ' in this exam' : ''}`}
      </Button>
      <QueryState
        query={pending}
        loading="Loading questions..."
        failed="Failed to fetch questions. "
        isEmpty={(qs) => qs.length === 0}
        empty="No pending AI-generated questions for review."
      >
        {(qs) => (
          <>
            <p className="text-sm text-muted-foreground">
              {qs.length >= PENDING_LIMIT
                ? `The newest ${PENDING_LIMIT} waiting for review`
                : `${qs.length} waiting for review`}
            </p>
            <ShowMore items={qs} step={PAGE} className="space-y-3">
              {(q) => (
                <li key={q.id}>
                  <ReviewCard q={q} />
                </li>
              )}
            </ShowMore>
          </>
        )}
      </QueryState>
    </div>
  );
}
