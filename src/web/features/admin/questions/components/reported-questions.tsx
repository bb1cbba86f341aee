import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-errors';
import {
  useReportedQuestions,
  useResolveReports,
  type ReportedQuestion,
} from '../api/question-reports';
import { REPORT_REASONS, REPORT_REASON_LABELS } from '../../../../../domain/question-reports';
import { QuestionEditor } from './question-editor';
import { QuestionView } from './question-view';
import { QueryState } from '../../kit/query-state';

function ReportedCard({ item }: { item: ReportedQuestion }) {
  const [editing, setEditing] = useState(false);
  const resolve = useResolveReports();
  const q = item.question;
  const onResolve = (outcome: 'fix' | 'dismiss') =>
    resolve.mutate(
      { questionId: q.id, outcome },
      {
        onSuccess: (r) =>
          toast.success(
            outcome === 'fix'
              ? `Marked fixed; ${r.notified} student${r.notified === 1 ? '' : 's'} notified`
              : 'Reports dismissed',
          ),
        onError: (err) =>
          toast.error('Failed to update the reports', { description: errorMessage(err) }),
      },
    );

  if (editing) return <QuestionEditor q={q} idPrefix="report" onDone={() => setEditing(false)} />;
  return (
    <Card className="space-y-3 p-4" data-testid={`reported-${q.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="danger" data-testid="report-count">
          {item.total} report{item.total === 1 ? '' : 's'}
        </Badge>
        {REPORT_REASONS.filter((r) => item.counts[r] > 0).map((r) => (
          <Badge key={r} tone="warning">
            {REPORT_REASON_LABELS[r]}: {item.counts[r]}
          </Badge>
        ))}
      </div>
      <QuestionView q={q} />
      {item.notes.length > 0 ? (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-semibold">Notes from students</p>
          <ul className="list-disc space-y-1 pl-5">
            {item.notes.map((n, i) => (
              <li key={i}>
                <span className="font-medium">{REPORT_REASON_LABELS[n.reason]}:</span> {n.note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button size="sm" disabled={resolve.isPending} onClick={() => onResolve('fix')}>
          Mark fixed
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={resolve.isPending}
          onClick={() => onResolve('dismiss')}
        >
          Dismiss
        </Button>
      </div>
    </Card>
  );
}

/**
 * Reported questions (issue 13 item 7): student reports grouped by question. The admin edits the
 * question, then marks it fixed (each reporter is notified) or dismisses the reports.
 */
export function ReportedQuestions() {
  const reported = useReportedQuestions();
  return (
    <section className="space-y-3" aria-labelledby="reported-questions-title">
      <div>
        <h2 id="reported-questions-title" className="text-lg font-semibold">
          Reported questions
        </h2>
        <p className="text-sm text-muted-foreground">
          Problems students reported from their results. Edit the question, then mark it fixed to
          let them know, or dismiss the reports.
        </p>
      </div>
      <QueryState
        query={reported}
        loading="Loading reports..."
        failed="Failed to fetch reports. "
        isEmpty={(items) => items.length === 0}
        empty="No open reports."
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.question.id}>
                <ReportedCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
