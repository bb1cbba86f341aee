import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function LevelResultsRoute() {
  return <NotYetAvailable title="Results" what="Saved level results" />;
}
