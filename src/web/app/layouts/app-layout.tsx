import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../lib/auth';
import { paths } from '../../config/paths';
import { Loading } from '../../components/ui/spinner';
import { AppHeader } from '../../features/shell/components/app-header';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { MainLandmark } from './main-landmark';

/** The protected /app area: waits for the session, sends signed-out users to /login. */
export default function AppLayout() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading text="Loading your session..." />;
  if (!me.data) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <AppHeader me={me.data} />
      <MainLandmark id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-24">
        <Outlet />
      </MainLandmark>
      <BottomNav isAdmin={me.data.role === 'admin'} />
    </div>
  );
}
