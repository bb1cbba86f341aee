import { Card } from '../../../components/ui/card';
import type { Dashboard } from '../api/get-dashboard';

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  const items = [
    { label: 'Levels completed', value: String(stats.levelsCompleted) },
    { label: 'Average score', value: `${stats.averageScore}%` },
    { label: 'Total exams', value: String(stats.totalExams) },
    { label: 'Active exams', value: String(stats.activeExams) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((s) => (
        <Card key={s.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className="text-2xl font-bold">{s.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
