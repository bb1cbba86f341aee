import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function ResultsRoute() {
  return <NotYetAvailable title="Results" what="The results screen" />;
}
