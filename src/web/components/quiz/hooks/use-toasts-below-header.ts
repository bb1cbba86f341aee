import { useEffect, type RefObject } from 'react';

/** The custom property the Toaster's top offset reads (components/ui/toaster.tsx). */
export const TOAST_TOP_VAR = '--toast-top';
const GAP_PX = 8;

/**
 * While a quiz is on screen, toasts ("Quiz Started!") open below its header instead of over the
 * timer and Exit Quiz: the header's height is measured (it changes with the width and text size)
 * and handed to the Toaster as its top offset.
 */
export function useToastsBelowHeader(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current?.querySelector('header');
    if (!header) return;
    const root = document.documentElement.style;
    const place = () =>
      root.setProperty(
        TOAST_TOP_VAR,
        `${Math.ceil(header.getBoundingClientRect().bottom) + GAP_PX}px`,
      );
    place();
    // Taps go through a toast to the quiz under it (an open passage's toggle sits just below
    // the header); the toast goes by itself (styles.css).
    document.documentElement.dataset.quizRunning = '';
    const observer = new ResizeObserver(place);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty(TOAST_TOP_VAR);
      delete document.documentElement.dataset.quizRunning;
    };
  }, [ref]);
}
