import '../../../lib/zod-jitless';
import { AdminPanel } from '../../../features/admin/shell/components/admin-panel';

/** The only importer of features/admin: the router lazy-loads this file, so admin code is its own chunk. */
export default function AdminRoute() {
  return <AdminPanel />;
}
