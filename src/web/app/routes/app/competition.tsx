import { useParams } from 'react-router';
import { CompetitionPage } from '../../../features/competitions/components/competition-page';

/** /app/competition/{competitionId} */
export default function CompetitionRoute() {
  const { competitionId = '' } = useParams();
  return <CompetitionPage key={competitionId} competitionId={competitionId} />;
}
