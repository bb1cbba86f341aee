import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../lib/auth';
import { paths } from '../../config/paths';

/** Admin routes: everyone who is not an admin goes to /app (spec §6). The API checks again. */
export default function AdminGuard() {
  const me = useMe();
  if (me.data?.role !== 'admin') return <Navigate to={paths.app.root.getHref()} replace />;
  return <Outlet />;
}
