import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { Dashboard } from '../api/get-dashboard';

const RARITY: Record<string, string> = { legendary: 'Legendary', epic: 'Epic', rare: 'Rare' };

export function RecentAchievements({ items }: { items: Dashboard['recentAchievements'] }) {
  return (
    <section aria-labelledby="achievements-heading" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id="achievements-heading" className="text-lg font-semibold">
          Recent Achievements
        </h2>
        <Link
          to="/app/achievements"
          className="-mr-2 inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm font-medium text-primary"
        >
          View all
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No achievements yet! Complete quizzes to earn your first achievement.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-3">
          {items.map((a) => (
            <li key={a.id}>
              <Card className="p-3">
                <p className="font-medium">{a.title}</p>
                <p className="text-sm text-muted-foreground">{a.description}</p>
                <p className="text-xs text-muted-foreground">
                  {RARITY[a.achievementType] ?? 'Common'}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
