import { Card } from '../../../components/ui/card';
import { Icon, isIconName } from '../../../components/ui/icon';
import { RecentAchievementsFrame } from '../../../components/achievements/recent-achievements';
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
      <RecentAchievementsFrame empty={items.length === 0}>
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
      </RecentAchievementsFrame>
    </Card>
  );
}
