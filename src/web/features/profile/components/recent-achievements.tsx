import { Card } from '../../../components/ui/card';
import { Icon, isIconName } from '../../../components/ui/icon';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { RARITY_LABEL } from '../../../../domain/achievements';
import type { Profile } from '../api/get-profile';

const earned = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The latest two achievements (spec §9), newest first, with the spec's empty text. */
export function RecentAchievements({ items }: { items: Profile['recentAchievements'] }) {
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Recent Achievements</h2>
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
        <ul className="space-y-2">
          {items.map((a) => (
            <li key={a.title} className="flex items-start gap-3 rounded-lg bg-muted p-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon name={isIconName(a.icon) ? a.icon : 'check'} className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <p className="font-medium">{a.title}</p>
                <p className="text-sm text-muted-foreground">{a.description}</p>
                <p className="text-xs text-muted-foreground">
                  {RARITY_LABEL[a.rarity]} · {earned.format(new Date(a.earnedAt))}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
