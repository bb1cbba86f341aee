import { Card } from '../../../components/ui/card';
import type { Profile } from '../api/get-profile';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Spec §2 Statistics: Current Streak, Longest Streak, Study Time (hours), Avg Score (%). */
export function ProfileStats({ stats }: { stats: Profile['stats'] }) {
  const items = [
    { label: 'Current Streak', value: days(stats.currentStreak) },
    { label: 'Longest Streak', value: days(stats.longestStreak) },
    { label: 'Study Time', value: `${stats.studyTimeHours.toFixed(1)} hours` },
    { label: 'Avg Score', value: `${stats.averageScore}%` },
  ];
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-semibold">Statistics</h2>
      <dl className="grid grid-cols-2 gap-3">
        {items.map((s) => (
          <div key={s.label} className="rounded-lg bg-muted p-3" data-testid="profile-stat">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className="text-xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
