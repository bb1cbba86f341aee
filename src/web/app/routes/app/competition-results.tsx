import { CompetitionResultsPage } from '../../../features/competitions/components/competition-results-page';

/** /app/competition-results[?competition=<id>] */
export default function CompetitionResultsRoute() {
  return <CompetitionResultsPage />;
}
