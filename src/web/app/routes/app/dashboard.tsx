import { Link } from 'react-router';
import { useMe } from '../../../lib/auth';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { Welcome } from '../../../features/dashboard/components/welcome';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { ContinueLearning } from '../../../features/dashboard/components/continue-learning';
import { RecentAchievements } from '../../../features/dashboard/components/recent-achievements';
import { PremiumUpsell } from '../../../features/dashboard/components/premium-upsell';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';

export default function DashboardRoute() {
  const me = useMe().data!;
  const dashboard = useDashboard();
  const d = dashboard.data;
  const current = d?.streak.current ?? 0;
  return (
    <section className="space-y-5">
      <Welcome me={me} />
      <Card className="flex items-center justify-between p-4">
        <div>
          <p className="text-sm text-muted-foreground">Daily streak</p>
          <p className="text-3xl font-bold" data-testid="streak-days">
            {current} {current === 1 ? 'day' : 'days'}
          </p>
          <p className="text-sm text-muted-foreground">Longest: {d?.streak.longest ?? 0}</p>
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
          <RecentAchievements items={d.recentAchievements} />
          {d.hasPremium ? null : <PremiumUpsell />}
        </>
      ) : null}
    </section>
  );
}
