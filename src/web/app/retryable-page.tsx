import { lazy, type ComponentType } from 'react';

/** How to ask again for each page whose code failed to load. */
const failed = new Set<() => void>();

/**
 * A lazily loaded page (or part of one) that can be loaded again. React.lazy keeps a failed import for good: a
 * page opened offline would show the error screen for ever, even once the network is back.
 * A failure is not retried at once (React renders a failed component more than once, and each
 * render would fetch again); `retryFailedPages`, called by Try Again, lets the next render ask.
 */
export function retryablePage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failed.add(() => (Lazy = lazy(attempt)));
      throw error;
    });
  let Lazy = lazy(attempt);
  return function Page(props: P) {
    return <Lazy {...props} />;
  };
}

/** Every page that failed to load is loaded afresh on its next render. */
export function retryFailedPages() {
  for (const reset of failed) reset();
  failed.clear();
}
