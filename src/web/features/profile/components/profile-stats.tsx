import { Card } from '../../../components/ui/card';
import { StatTiles } from '../../../components/ui/stat-tiles';
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
      <StatTiles stats={items} testId="profile-stat" />
    </Card>
  );
}
