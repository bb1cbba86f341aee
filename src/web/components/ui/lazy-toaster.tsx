import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts sonner's Toaster only once something wants to show a toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
