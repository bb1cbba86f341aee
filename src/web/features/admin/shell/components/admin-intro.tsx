import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useAdminSummary } from '../api/get-summary';

const STEPS = [
  { title: 'Configure', text: 'Set questions and timer per exam, subject and level.' },
  { title: 'Upload', text: 'Add questions by CSV or one at a time.' },
  { title: 'Live', text: 'Uploaded questions are in the quiz at once.' },
  { title: 'Manage', text: 'Preview, edit, activate or deactivate questions.' },
  { title: 'Compete', text: 'Run competitions on the question bank.' },
];

function SummaryLine() {
  const summary = useAdminSummary();
  if (!summary.data) return null;
  const s = summary.data;
  const items = [
    ['Users', s.users],
    ['Admins', s.admins],
    ['Active questions', s.activeQuestions],
    ['Pending review', s.pendingQuestions],
    ['Active settings', s.activeSettings],
  ] as const;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt>{label}:</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Banner, the five-step workflow and the AI generation card above the tabs (spec §2). */
export function AdminIntro() {
  return (
    <div className="space-y-3">
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
      >
        <p className="font-semibold">Admin Access Granted</p>
        <p className="text-sm">You are signed in as an administrator.</p>
        <SummaryLine />
      </div>
      <details className="group rounded-lg border bg-card p-3 shadow-sm sm:open:pb-3">
        <summary className="cursor-pointer text-sm">
          <span className="font-semibold">Workflow:</span>{' '}
          <span className="text-muted-foreground">{STEPS.map((s) => s.title).join(' → ')}</span>
        </summary>
        <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-5">
          {STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-2 sm:flex-col sm:gap-1">
              <span
                aria-hidden
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <span>
                <span className="font-medium">{s.title}:</span>{' '}
                <span className="text-muted-foreground">{s.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </details>
      <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">AI Question Generation</h2>
          <p className="text-sm text-muted-foreground">
            Generate questions for every exam, subject and level. They wait in Review until
            approved.
          </p>
        </div>
        <Link to={paths.app.generateAll.getHref()} className={buttonClasses('secondary', 'sm')}>
          Open bulk generation
        </Link>
      </Card>
    </div>
  );
}
