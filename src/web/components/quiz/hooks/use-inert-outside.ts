import { useEffect, type RefObject } from 'react';

/**
 * While a full-screen view is open, the app header and bottom navigation it covers are still in
 * the page: make everything outside it inert so Tab and screen readers cannot land on hidden
 * links. Toast regions stay live so "Quiz Started!" is still announced.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const changed: Element[] = [];
    for (let node = ref.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        if (sibling.matches('script, section[aria-label^="Notifications"]')) continue;
        sibling.setAttribute('inert', '');
        changed.push(sibling);
      }
    }
    return () => changed.forEach((el) => el.removeAttribute('inert'));
  }, [ref]);
}
