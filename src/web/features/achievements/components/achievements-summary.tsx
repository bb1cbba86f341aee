import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { AchievementsPage } from '../api/get-achievements';

/** Unlocked count and overall percentage (spec §2, /app/achievements). */
export function AchievementsSummary({ page }: { page: AchievementsPage }) {
  return (
    <Card className="space-y-3 p-4">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-muted-foreground">Unlocked</dt>
          <dd className="text-2xl font-bold" data-testid="achievements-unlocked">
            {page.unlocked}/{page.total}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Overall</dt>
          <dd className="text-2xl font-bold" data-testid="achievements-percent">
            {page.percent}%
          </dd>
        </div>
      </dl>
      <ProgressBar
        value={page.percent}
        label="Achievements unlocked"
        valueText={`${page.unlocked} of ${page.total} unlocked, ${page.percent}%`}
      />
    </Card>
  );
}
