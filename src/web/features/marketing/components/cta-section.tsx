import { NO_CARD_NOTE } from '../content';
import { ButtonLink } from './button-link';

interface CtaSectionProps {
  id: string;
  title: string;
  body: string;
  linkText: string;
  to: string;
}

export function CtaSection({ id, title, body, linkText, to }: CtaSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-secondary">
      <div className="mx-auto w-full max-w-3xl px-4 py-12 text-center text-secondary-foreground sm:px-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h2>
        <p className="mt-2">{body}</p>
        <ButtonLink to={to} className="mt-6 w-full sm:w-auto">
          {linkText}
        </ButtonLink>
        <p className="mt-3 text-sm">{NO_CARD_NOTE}</p>
      </div>
    </section>
  );
}
