import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function ExamRoute() {
  return <NotYetAvailable title="Subjects" what="Subject selection" />;
}
