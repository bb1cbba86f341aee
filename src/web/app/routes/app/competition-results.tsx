import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function CompetitionResultsRoute() {
  return <NotYetAvailable title="Competition Results" what="Competition results" />;
}
