import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AchievementIcon, RarityBadge } from '../../../components/achievements/rarity';
import type { AchievementStatus } from '../api/get-achievements';

const earnedOn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** One achievement: rarity, icon, description, the exact rule and the student's progress. */
export function AchievementCard({ achievement: a }: { achievement: AchievementStatus }) {
  const { progress } = a;
  return (
    <Card className="flex gap-3 p-4" data-testid={`achievement-${a.code}`} data-earned={a.earned}>
      <AchievementIcon icon={a.icon} rarity={a.rarity} earned={a.earned} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="font-semibold">{a.title}</h2>
          <RarityBadge rarity={a.rarity} />
        </div>
        <p className="text-sm">{a.description}</p>
        <p className="text-sm text-muted-foreground" data-testid="achievement-rule">
          {a.rule}
        </p>
        <div className="space-y-1">
          <ProgressBar
            value={progress.percent}
            label={`${a.title} progress`}
            valueText={`${progress.label}, ${progress.percent}%`}
          />
          <div className="flex justify-between gap-2 text-xs text-muted-foreground">
            <span data-testid="achievement-progress">{progress.label}</span>
            <span>
              {a.earned && a.earnedAt
                ? `Unlocked ${earnedOn.format(new Date(a.earnedAt))}`
                : `${progress.percent}%`}
            </span>
          </div>
        </div>
      </div>
    </Card>
  );
}
