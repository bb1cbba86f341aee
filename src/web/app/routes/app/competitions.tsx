import { CompetitionsPage } from '../../../features/competitions/components/competitions-page';

/** /app/competitions[?tab=upcoming|live|completed] */
export default function CompetitionsRoute() {
  return <CompetitionsPage />;
}
