import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function ExamsRoute() {
  return <NotYetAvailable title="Choose Your Exam" what="The exam picker" />;
}
