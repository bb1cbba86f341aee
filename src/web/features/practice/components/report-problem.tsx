import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea';
import { errorMessage, hasCode } from '../../../lib/api-errors';
import { useReportQuestion } from '../api/report-question';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '../../../../domain/question-reports';

/**
 * "Report a problem" under one reviewed question: a reason, an optional note, Send. Once sent (or
 * reported before, in this quiz or another) the control gives way to a plain sentence.
 */
export function ReportProblem({
  attemptId,
  questionId,
  n,
  reported,
}: {
  attemptId: string;
  questionId: string;
  n: number;
  reported: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const report = useReportQuestion(attemptId);

  if (done || reported)
    return (
      <p role="status" className="text-sm text-muted-foreground" data-testid={`report-done-${n}`}>
        {done ?? REPORT_MESSAGES.alreadyReported}
      </p>
    );
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)} data-testid={`report-${n}`}>
        Report a problem
      </Button>
    );

  const send = () => {
    if (!reason) return;
    report.mutate(
      { id: questionId, input: { reason, note } },
      {
        onSuccess: () => setDone(REPORT_MESSAGES.sent),
        onError: (err) => {
          if (hasCode(err, 'ALREADY_REPORTED')) setDone(REPORT_MESSAGES.alreadyReported);
        },
      },
    );
  };
  const failed = report.isError && !hasCode(report.error, 'ALREADY_REPORTED');

  return (
    <form
      className="space-y-3 rounded-lg border p-3"
      aria-label={`Report a problem with question ${n}`}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold">What is wrong?</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-3">
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className="h-5 w-5"
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        id={`${id}-note`}
        label="Note (optional)"
        maxLength={REPORT_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(report.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!reason || report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
