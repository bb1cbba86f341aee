import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api-errors';
import {
  useApproveQuestion,
  useDeleteQuestion,
  useSetQuestionActive,
  type AdminQuestionDto,
  type ItemStats,
} from '../api/questions';
import { ItemStatsLine } from './item-stats-line';
import { QuestionEditor } from './question-editor';
import { QuestionView } from './question-view';
import { DeleteButton } from '../../kit/record-manager';

/**
 * One question in Manage: Approve & Activate only while pending, Activate/Deactivate only when
 * not (spec §4), inline Edit, and Delete behind a confirmation.
 */
export function QuestionCard({ q, stats }: { q: AdminQuestionDto; stats?: ItemStats }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const approve = useApproveQuestion();
  const setActive = useSetQuestionActive();
  const remove = useDeleteQuestion();
  const busy = approve.isPending || setActive.isPending || remove.isPending;

  const onApprove = () =>
    approve.mutate(q.id, {
      onSuccess: () => toast.success('Question approved and activated'),
      onError: (err) =>
        toast.error('Failed to approve question', { description: errorMessage(err) }),
    });
  const onToggle = () =>
    setActive.mutate(
      { id: q.id, isActive: !q.isActive },
      {
        onSuccess: (_, v) =>
          toast.success(v.isActive ? 'Question activated' : 'Question deactivated'),
        onError: (err) =>
          toast.error('Failed to update question', { description: errorMessage(err) }),
      },
    );
  const onDelete = () =>
    remove.mutate(q.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Question deleted successfully');
      },
      onError: (err) =>
        toast.error('Failed to delete question', { description: errorMessage(err) }),
    });

  if (editing) return <QuestionEditor q={q} idPrefix="edit" onDone={() => setEditing(false)} />;

  return (
    <Card className="space-y-3 p-4">
      <QuestionView q={q} />
      {stats ? <ItemStatsLine stats={stats} answerKey={q.correctAnswer} /> : null}
      <div className="flex flex-wrap gap-2">
        {q.pendingReview ? (
          <Button size="sm" onClick={onApprove} disabled={busy}>
            Approve &amp; Activate
          </Button>
        ) : (
          <Button
            size="sm"
            variant={q.isActive ? 'outline' : 'default'}
            onClick={onToggle}
            disabled={busy}
          >
            {q.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </Button>
        <DeleteButton onClick={() => setConfirming(true)} disabled={busy} />
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onDelete}
        pending={remove.isPending}
        title="Delete this question?"
        description="It is removed from the question bank for good. This cannot be undone."
        confirmLabel="Delete"
      />
    </Card>
  );
}
