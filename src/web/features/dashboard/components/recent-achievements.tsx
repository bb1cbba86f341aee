import { Card } from '../../../components/ui/card';
import { AchievementIcon, RarityBadge } from '../../../components/achievements/rarity';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Dashboard } from '../api/get-dashboard';

/** The latest three achievements (spec §2, §9), linking to /app/achievements. */
export function RecentAchievements({ items }: { items: Dashboard['recentAchievements'] }) {
  return (
    <section aria-labelledby="achievements-heading" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id="achievements-heading" className="text-lg font-semibold">
          Recent Achievements
        </h2>
        <Link
          to={paths.app.achievements.getHref()}
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
        <ul className="grid gap-2 sm:grid-cols-3" data-testid="recent-achievements">
          {items.map((a) => (
            <li key={a.id}>
              <Card className="flex h-full items-start gap-3 p-3">
                <AchievementIcon icon={a.icon} rarity={a.achievementType} />
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">{a.title}</p>
                  <p className="text-sm text-muted-foreground">{a.description}</p>
                  <RarityBadge rarity={a.achievementType} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
