import { useEffect } from 'react';
import { countTabSwitch } from '../api/entry';

/**
 * Counts each time the student leaves the page during an entry (another tab, another app, the
 * home screen): admins see the count as a flag. It fails no one — a phone call hides the page too.
 *
 * A reload (or closing the page) hides it too, but is not a switch (issue 21): the page is then
 * being unloaded, which `pagehide` tells. Browsers fire `pagehide` and `visibilitychange` in
 * either order while unloading, so the count waits one task after the page is hidden and is
 * dropped when `pagehide` comes first or meanwhile (an unloading page runs no more tasks).
 */
export function useTabSwitches(attemptId: string) {
  useEffect(() => {
    let unloading = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      if (document.visibilityState !== 'hidden' || unloading) return;
      clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        if (!unloading) countTabSwitch(attemptId);
      }, 0);
    };
    const onPageHide = () => {
      unloading = true;
      clearTimeout(pending);
    };
    // Back from the back/forward cache: the same page is live again.
    const onPageShow = () => {
      unloading = false;
    };
    document.addEventListener('visibilitychange', onChange);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [attemptId]);
}
