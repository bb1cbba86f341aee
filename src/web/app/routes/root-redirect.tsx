import { Navigate } from 'react-router';
import { useMe } from '../../lib/auth';
import { paths } from '../../config/paths';
import { Loading } from '../../components/ui/spinner';

/** `/` waits for the session, then goes to the dashboard or the landing page. */
export default function RootRedirect() {
  const me = useMe();
  if (me.isPending) return <Loading text="Loading your session..." />;
  return <Navigate to={me.data ? paths.app.dashboard.getHref() : paths.home.getHref()} replace />;
}
