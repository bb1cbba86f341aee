import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/layout/page-header';
import { useAchievements } from '../../../features/achievements/api/get-achievements';
import { AchievementsSummary } from '../../../features/achievements/components/achievements-summary';
import { AchievementCard } from '../../../features/achievements/components/achievement-card';

/**
 * /app/achievements (spec §2, issue 10): the six achievements the server awards, each with its
 * exact rule and the student's real progress, from GET /api/me/achievements.
 */
export default function AchievementsRoute() {
  const query = useAchievements();
  return (
    <section className="space-y-4">
      <PageHeader title="Achievements">
        Every quiz you submit is checked against these rules.
      </PageHeader>
      {query.isPending ? <Loading text="Loading achievements..." /> : null}
      {query.isError ? (
        <div className="space-y-2 text-center">
          <p role="alert" className="text-destructive">
            Failed to load achievements
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {query.data ? (
        <>
          <AchievementsSummary page={query.data} />
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="All achievements">
            {query.data.achievements.map((a) => (
              <li key={a.code}>
                <AchievementCard achievement={a} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
