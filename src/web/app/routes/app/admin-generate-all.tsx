import '../../../lib/zod-jitless';
import { GeneratePage } from '../../../features/admin/generation/components/generate-page';

/** Lazy like /app/admin: generation's code loads only for admins who open it. */
export default function GenerateAllRoute() {
  return <GeneratePage />;
}
