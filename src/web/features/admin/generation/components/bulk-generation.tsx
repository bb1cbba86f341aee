import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/input';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import { examShortName, subjectDisplayName } from '../../../../../domain/catalogue';
import { MAX_LEVEL } from '../../../../../domain/constants';
import { JOB_DEFAULTS, UNKNOWN_ERROR, formatDuration } from '../../../../../domain/generation-jobs';
import {
  useControlBulkJob,
  useLatestBulkJob,
  useStartBulkJob,
  type BulkJob,
} from '../api/generation';
import { CheckboxGroup, controlled } from '../../kit/fields';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from '../../kit/options';

const n = (value: number) => value.toLocaleString('en-NG');
const plural = (count: number, one: string, many = `${one}s`) =>
  `${n(count)} ${count === 1 ? one : many}`;

const STATUS_TEXT: Record<BulkJob['status'], string> = {
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
  stopped: 'Stopped',
};

/** "12 of 1,200 sets done · 340 questions created · 45,000 tokens used · about 3 h left" */
function progressLine(job: BulkJob) {
  const parts = [
    `${n(job.sets.finished)} of ${plural(job.sets.total, 'set')} done`,
    `${plural(job.questionsCreated, 'question')} created`,
    `${n(job.tokensUsed)} of ${n(job.tokenBudget)} tokens used`,
  ];
  if (job.status === 'running')
    parts.push(
      job.secondsLeft === null
        ? 'time left: estimating…'
        : `about ${formatDuration(job.secondsLeft)} left`,
    );
  return parts.join(' · ');
}

function ResultRow({ result }: { result: BulkJob['results'][number] }) {
  const name = `${examShortName(result.examType)} ${subjectDisplayName(result.subject)} level ${result.level}`;
  const text =
    result.status === 'done'
      ? `${plural(result.created, 'question')} created` +
        (result.flagged ? `, ${n(result.flagged)} flagged` : '') +
        (result.dropped ? `, ${n(result.dropped)} dropped` : '')
      : result.status === 'skipped'
        ? `Skipped: ${result.message ?? 'already full'}`
        : `Error: ${result.message || UNKNOWN_ERROR}`;
  return (
    <li
      className="flex flex-col gap-0.5 border-b border-border py-2 last:border-0 sm:flex-row sm:gap-3"
      data-testid="bulk-result"
      data-status={result.status}
    >
      <span className="font-medium sm:w-64 sm:shrink-0">{name}</span>
      <span className={result.status === 'failed' ? 'text-destructive' : undefined}>
        {result.status === 'done' ? '✓ ' : result.status === 'failed' ? '✗ ' : ''}
        {text}
      </span>
    </li>
  );
}

function JobProgress({ job }: { job: BulkJob }) {
  const control = useControlBulkJob();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const act = (action: 'pause' | 'resume' | 'cancel') =>
    control.mutate(
      { id: job.id, action },
      {
        onSuccess: () => setConfirmCancel(false),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const active = job.status === 'running' || job.status === 'paused';
  return (
    <div className="space-y-3" data-testid="bulk-job" data-status={job.status}>
      <p className="font-medium">
        {STATUS_TEXT[job.status]}
        {job.stopReason ? `: ${job.stopReason}` : ''}
        {job.status === 'paused' && job.sets.running > 0
          ? ` (${plural(job.sets.running, 'set')} in hand still finishing)`
          : ''}
      </p>
      <ProgressBar
        value={job.sets.finished}
        max={job.sets.total}
        label="Sets done"
        valueText={`${n(job.sets.finished)} of ${n(job.sets.total)} sets`}
      />
      <p role="status" aria-live="polite" data-testid="bulk-progress">
        {progressLine(job)}
      </p>
      {job.sets.failed || job.sets.skipped ? (
        <p className="text-sm text-muted-foreground">
          {plural(job.sets.skipped, 'set')} skipped (already full) ·{' '}
          {plural(job.sets.failed, 'set')} failed
        </p>
      ) : null}
      {active ? (
        <div className="flex flex-wrap gap-2">
          {job.status === 'running' ? (
            <Button variant="outline" onClick={() => act('pause')} disabled={control.isPending}>
              Pause
            </Button>
          ) : (
            <Button onClick={() => act('resume')} disabled={control.isPending}>
              Resume
            </Button>
          )}
          <Button
            variant="destructive"
            onClick={() => setConfirmCancel(true)}
            disabled={control.isPending}
          >
            Cancel job
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => act('cancel')}
        pending={control.isPending}
        title="Cancel this generation job?"
        description="Sets not yet started are cancelled; sets in hand finish and go to Review."
        confirmLabel="Cancel job"
      />
      {job.results.length > 0 ? (
        <div>
          <h3 className="font-semibold">
            Results
            {job.sets.finished > job.results.length
              ? ` (latest ${n(job.results.length)} of ${n(job.sets.finished)})`
              : ''}
          </h3>
          <ul className="text-sm" aria-label="Results per set">
            {job.results.map((r) => (
              <ResultRow key={`${r.examType}/${r.subject}/${r.level}`} result={r} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The final toast (§8): once, when this page sees the job it follows finish. */
function useFinishToast(job: BulkJob | null | undefined) {
  const seen = useRef<{ id: string; status: BulkJob['status'] } | null>(null);
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = { id: job.id, status: job.status };
    if (!before || before.id !== job.id) return;
    const wasActive = before.status === 'running' || before.status === 'paused';
    if (!wasActive) return;
    if (job.status === 'completed')
      toast.success('Generation Complete', {
        description: `${plural(job.sets.finished, 'set')} processed`,
      });
    else if (job.status === 'stopped')
      toast.error('Generation stopped', { description: job.stopReason ?? undefined });
  }, [job]);
}

function toggle(list: string[], value: string, on: boolean) {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

/** The job's bounds: the levels it covers and how hard it may push the model. */
const LIMITS = [
  { key: 'levelFrom', id: 'bulk-level-from', label: 'From level', min: 1, max: MAX_LEVEL },
  { key: 'levelTo', id: 'bulk-level-to', label: 'To level', min: 1, max: MAX_LEVEL },
  { key: 'concurrency', id: 'bulk-concurrency', label: 'Sets at once', min: 1, max: 8 },
  { key: 'rate', id: 'bulk-rate', label: 'Requests a minute', min: 1, max: 600 },
  { key: 'budget', id: 'bulk-budget', label: 'Token budget', min: 1000 },
] as const;

/**
 * "Generate ALL Questions" (§2, issue 13 item 4): a durable job on the server over every
 * available exam × subject × level (or the chosen ones), with its progress line, pause, resume
 * and cancel, the results per set, live, and the "Generation Complete" toast.
 */
export function BulkGeneration() {
  const job = useLatestBulkJob(true);
  const start = useStartBulkJob();
  const [exams, setExams] = useState(EXAM_OPTIONS.map((o) => o.value));
  const [subjects, setSubjects] = useState(SUBJECT_OPTIONS.map((o) => o.value));
  const [limits, setLimits] = useState({
    levelFrom: '1',
    levelTo: String(MAX_LEVEL),
    concurrency: String(JOB_DEFAULTS.concurrency),
    rate: String(JOB_DEFAULTS.requestsPerMinute),
    budget: String(JOB_DEFAULTS.tokenBudget),
  });
  useFinishToast(job.data);

  const current = job.data;
  const busy = current?.status === 'running' || current?.status === 'paused';
  const from = Number(limits.levelFrom);
  const to = Number(limits.levelTo);
  const sets = exams.length * subjects.length * Math.max(0, to - from + 1);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate(
      {
        examTypes: exams,
        subjects,
        levelFrom: from,
        levelTo: to,
        concurrency: Number(limits.concurrency),
        requestsPerMinute: Number(limits.rate),
        tokenBudget: Number(limits.budget),
      },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  return (
    <Card className="space-y-4 p-4" data-testid="bulk-generation">
      <h2 className="text-lg font-semibold">Generate ALL Questions</h2>
      <p className="text-sm text-muted-foreground">
        One set per exam, subject and level, sized by the blueprint; levels that already hold enough
        active or pending questions are skipped. The job runs on the server: it goes on if you leave
        this page and resumes after a restart.
      </p>
      {job.isError ? (
        <p role="alert">
          {current
            ? 'Cannot reach the server right now: trying again every few seconds.'
            : errorMessage(job.error)}
        </p>
      ) : null}
      {current ? <JobProgress job={current} /> : null}
      {!busy ? (
        <form onSubmit={submit} className="space-y-3" aria-label="New bulk generation job">
          {(
            [
              ['Exams', 'bulk-exams', EXAM_OPTIONS, exams, setExams],
              ['Subjects', 'bulk-subjects', SUBJECT_OPTIONS, subjects, setSubjects],
            ] as const
          ).map(([legend, name, options, value, set]) => (
            <CheckboxGroup
              key={name}
              legend={legend}
              name={name}
              options={options}
              value={value}
              onToggle={(v, on) => set(toggle(value, v, on))}
            />
          ))}
          <div className="grid gap-3 sm:grid-cols-5">
            {LIMITS.map(({ key, ...limit }) => (
              <Field
                key={key}
                type="number"
                required
                {...limit}
                {...controlled(limits[key], (v) => setLimits({ ...limits, [key]: v }))}
              />
            ))}
          </div>
          <Button
            type="submit"
            className="min-h-11"
            disabled={start.isPending || sets === 0 || job.isPending}
          >
            {start.isPending ? 'Starting…' : 'Generate ALL Questions'}
          </Button>
          <p className="text-sm text-muted-foreground">{plural(sets, 'set')} selected.</p>
        </form>
      ) : null}
    </Card>
  );
}
