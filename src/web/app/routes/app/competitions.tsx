import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function CompetitionsRoute() {
  return <NotYetAvailable title="Competitions" what="Competitions" />;
}
