import { PageHeader } from '../../../components/layout/page-header';
import { Card } from '../../../components/ui/card';
import { useAdminSummary } from '../../../features/admin/api/get-summary';

export default function AdminRoute() {
  const summary = useAdminSummary();
  const stats = summary.data
    ? [
        { label: 'Users', value: summary.data.users },
        { label: 'Admins', value: summary.data.admins },
        { label: 'Active questions', value: summary.data.activeQuestions },
        { label: 'Pending review', value: summary.data.pendingQuestions },
        { label: 'Active exam settings', value: summary.data.activeSettings },
      ]
    : [];
  return (
    <section className="space-y-4">
      <PageHeader title="Admin Panel">Manage exams, questions and competitions.</PageHeader>
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">Admin Access Granted</p>
        <p className="text-sm">You are signed in as an administrator.</p>
      </div>
      {summary.isPending ? <p className="text-muted-foreground">Loading...</p> : null}
      {summary.isError ? <p className="text-destructive">{summary.error.message}</p> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {stats.map((s) => (
          <Card key={s.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className="text-2xl font-bold">{s.value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="p-4 text-sm text-muted-foreground">
        The question bank tools (settings, upload, manage, review, blueprints, topics) and competitions are not
        available in this version yet.
      </Card>
    </section>
  );
}
