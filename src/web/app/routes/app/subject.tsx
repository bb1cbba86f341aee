import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function SubjectRoute() {
  return <NotYetAvailable title="Levels" what="Level selection" />;
}
