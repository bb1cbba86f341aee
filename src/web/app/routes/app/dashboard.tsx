import { Link } from 'react-router';
import { useMe } from '../../../lib/auth';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { Welcome } from '../../../features/dashboard/components/welcome';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { ContinueLearning } from '../../../features/dashboard/components/continue-learning';
import { RecentAchievements } from '../../../features/dashboard/components/recent-achievements';
import { PremiumUpsell } from '../../../features/dashboard/components/premium-upsell';
import { MockExamsCard } from '../../../features/dashboard/components/mock-exams-card';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useStreak } from '../../../features/shell/api/get-streak';

export default function DashboardRoute() {
  const me = useMe().data!;
  const dashboard = useDashboard();
  const d = dashboard.data;
  // The header's query: the card and the header show one figure, or both say it did not load.
  const streak = useStreak();
  const current = streak.data?.current;
  return (
    <section className="space-y-5">
      <Welcome me={me} />
      <Card className="flex items-center justify-between p-4">
        <div>
          <p className="text-sm text-muted-foreground">Daily streak</p>
          <p className="text-3xl font-bold" data-testid="streak-days">
            {current === undefined ? '–' : `${current} ${current === 1 ? 'day' : 'days'}`}
          </p>
          {streak.isError ? (
            <p className="text-sm text-destructive" role="alert">
              Could not load your streak.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Longest: {streak.data ? streak.data.longest : '–'}
            </p>
          )}
        </div>
        <Link
          to="/app/exams"
          className="rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          Practise now
        </Link>
      </Card>
      {dashboard.isPending ? <Loading text="Loading your progress..." /> : null}
      {dashboard.isError ? (
        <p className="text-destructive">
          Could not load your progress. Pull to refresh or try again.
        </p>
      ) : null}
      {d ? (
        <>
          <StatCards stats={d.stats} />
          <ContinueLearning items={d.continueLearning} />
          <MockExamsCard lastMock={d.lastMock} />
          <RecentAchievements items={d.recentAchievements} />
          {d.hasPremium ? null : <PremiumUpsell />}
        </>
      ) : null}
    </section>
  );
}
