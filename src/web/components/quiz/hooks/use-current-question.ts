import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * "Question N of M": the question in view (the last one whose top has passed the upper third
 * of the scroller's visible part, below an open passage stuck at its top) or the one last
 * focused, tapped or jumped to.
 */
export function useCurrentQuestion(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  initial = 0,
) {
  const [current, setCurrent] = useState(initial);
  const pinnedUntil = useRef(0);

  // A resumed quiz opens at the question to carry on from.
  useEffect(() => {
    if (initial > 0)
      scrollRef.current
        ?.querySelector(`[data-question-index="${initial}"]`)
        ?.scrollIntoView({ block: 'start' });
  }, [scrollRef, initial]);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (performance.now() < pinnedUntil.current) return;
        const line = readingLine(root);
        let index = 0;
        root.querySelectorAll<HTMLElement>('[data-question-index]').forEach((el, i) => {
          if (el.getBoundingClientRect().top <= line) index = i;
        });
        setCurrent(index);
      });
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('scroll', onScroll);
    };
  }, [scrollRef, count]);

  /** Makes a question current without the scroll handler overriding it straight away. */
  const pin = useCallback((index: number) => {
    pinnedUntil.current = performance.now() + 400;
    setCurrent(index);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const i = Math.max(0, Math.min(count - 1, index));
      pin(i);
      const el = scrollRef.current?.querySelector<HTMLElement>(`[data-question-index="${i}"]`);
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      // Focus the chosen option (or the first) so arrow keys and screen readers land there.
      const radio =
        el.querySelector<HTMLInputElement>('input[type=radio]:checked') ??
        el.querySelector<HTMLInputElement>('input[type=radio]');
      radio?.focus({ preventScroll: true });
    },
    [count, pin, scrollRef],
  );

  return { current, pin, goTo };
}

/** A third of the way down what the scroller shows below any open passage stuck at its top. */
function readingLine(root: HTMLElement): number {
  const top = root.getBoundingClientRect().top;
  const bottom = top + root.clientHeight;
  let from = top;
  root.querySelectorAll<HTMLElement>('[data-sticky-passage][open]').forEach((el) => {
    const box = el.getBoundingClientRect();
    if (box.top <= top + 1 && box.bottom > from) from = Math.min(box.bottom, bottom);
  });
  return from + (bottom - from) * 0.3;
}
