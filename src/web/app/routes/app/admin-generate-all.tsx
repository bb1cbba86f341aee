import { NotYetAvailable } from '../../../components/layout/not-yet-available';

export default function GenerateAllRoute() {
  return <NotYetAvailable title="Bulk AI Generation" what="Bulk AI question generation" />;
}
