import { useEffect, useRef, useState } from 'react';
import { diagramUrl, type QuestionImage } from '../../../domain/diagrams';
import { cn } from '../../lib/cn';

/** How far ahead of the screen a diagram starts loading (about half a phone screen). */
const NEAR = '320px 0px';

/**
 * A question's diagram (issue 14 item 2). Its box is sized from the stored width and height before
 * it loads (nothing jumps), and the picture is asked for only when the question comes near the
 * screen: a 40-question quiz costs no image the student never scrolls to. Shown at most at half
 * its stored width (stored at 2× for sharp phone screens). The description is its alt text.
 */
export function QuestionDiagram({
  image,
  className,
}: {
  image: QuestionImage;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  // A browser without IntersectionObserver loads it at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // A picture that cannot be had (offline, removed) shows its description instead.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    // Margins grow only the root's box, so the root is the list the question scrolls in (the
    // quiz runner's), not the page, or a diagram just below the list's edge would count as far.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { root: scrollParent(el), rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <img
      ref={ref}
      src={near ? diagramUrl(image.id) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      onError={() => setFailed(true)}
      data-testid="question-diagram"
      style={{ maxWidth: Math.ceil(image.width / 2) }}
      className={cn(
        // The alt text is for screen readers; while loading the box stays a quiet grey.
        'mt-3 block h-auto w-full rounded-md border bg-muted',
        failed ? 'p-2 text-sm text-muted-foreground' : 'text-transparent',
        className,
      )}
    />
  );
}

/** The nearest ancestor that scrolls vertically (it has more to show than fits), or the page. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight)
      return p;
  }
  return null;
}
