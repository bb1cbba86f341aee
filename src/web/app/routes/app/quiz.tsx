import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function QuizRoute() {
  return <NotYetAvailable title="Quiz" what="Timed practice" />;
}
