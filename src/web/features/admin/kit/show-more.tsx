import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A long list drawn `step` items at a time (hundreds of settings, thousands of generated
 * questions), with "Show more (N left)" under it.
 */
export function ShowMore<T>({
  items,
  step,
  className,
  children,
}: {
  items: readonly T[];
  step: number;
  className?: string;
  /** One item, keyed. */
  children: (item: T) => ReactNode;
}) {
  const [shown, setShown] = useState(step);
  return (
    <>
      <ul className={className}>{items.slice(0, shown).map(children)}</ul>
      {items.length > shown ? (
        <Button variant="outline" className="w-full" onClick={() => setShown((n) => n + step)}>
          Show more ({items.length - shown} left)
        </Button>
      ) : null}
    </>
  );
}
