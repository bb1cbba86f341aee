import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function CompetitionRoute() {
  return <NotYetAvailable title="Competition" what="Competition entry" />;
}
