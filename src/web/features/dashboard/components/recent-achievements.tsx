import { Card } from '../../../components/ui/card';
import { AchievementIcon, RarityBadge } from '../../../components/achievements/rarity';
import { RecentAchievementsFrame } from '../../../components/achievements/recent-achievements';
import type { Dashboard } from '../api/get-dashboard';

/** The latest three achievements (spec §2, §9), linking to /app/achievements. */
export function RecentAchievements({ items }: { items: Dashboard['recentAchievements'] }) {
  return (
    <section aria-labelledby="achievements-heading" className="space-y-2">
      <RecentAchievementsFrame headingId="achievements-heading" empty={items.length === 0}>
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
      </RecentAchievementsFrame>
    </section>
  );
}
