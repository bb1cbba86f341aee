import { Outlet } from 'react-router';
import { LazyToaster } from '../../components/ui/lazy-toaster';

/** Top of every page: the routed page and the toast area. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
