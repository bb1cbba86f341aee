import { useMe } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { displayName } from '../../../../domain/auth-rules';
import { useProfile } from '../../../features/profile/api/get-profile';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileStats } from '../../../features/profile/components/profile-stats';
import { RecentAchievements } from '../../../features/profile/components/recent-achievements';
import { ProgressCards } from '../../../features/profile/components/progress-cards';

/**
 * /app/profile (spec §2): the header shows at once from the session's user; statistics,
 * achievements and the progress charts come from one GET /api/me/profile.
 */
export default function ProfileRoute() {
  const me = useMe().data!;
  const profile = useProfile();
  const p = profile.data;
  return (
    <section className="space-y-4">
      <h1 className="sr-only">Profile</h1>
      <ProfileHeader
        header={
          p?.header ?? {
            fullName: displayName(me.fullName, me.email),
            email: me.email,
            joinedAt: me.joinedAt,
          }
        }
      />
      {profile.isPending ? <Loading text="Loading progress..." /> : null}
      {profile.isError ? (
        <div className="space-y-2 text-center">
          <p className="text-destructive">Could not load your progress.</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {p ? (
        <>
          <ProfileStats stats={p.stats} />
          <RecentAchievements items={p.recentAchievements} />
          <ProgressCards series={p.progress} />
        </>
      ) : null}
    </section>
  );
}
