import type { ReactNode } from 'react';

interface MarketingSectionProps {
  /** Used for the section id and its heading id (`${id}-title`). */
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}

export function MarketingSection({
  id,
  title,
  intro,
  muted = false,
  children,
}: MarketingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={muted ? 'bg-muted' : undefined}>
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 md:py-14">
        <h2
          id={headingId}
          className="text-2xl font-bold tracking-tight text-foreground md:text-3xl"
        >
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
