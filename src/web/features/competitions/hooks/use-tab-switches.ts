import { useEffect } from 'react';
import { countTabSwitch } from '../api/entry';

/**
 * Counts each time the student leaves the page during an entry (another tab, another app, the
 * home screen): admins see the count as a flag. It fails no one — a phone call hides the page too.
 */
export function useTabSwitches(attemptId: string) {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') countTabSwitch(attemptId);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [attemptId]);
}
