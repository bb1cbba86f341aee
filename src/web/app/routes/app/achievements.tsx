import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function AchievementsRoute() {
  return <NotYetAvailable title="Achievements" what="Achievements" />;
}
