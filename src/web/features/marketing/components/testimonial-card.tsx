import type { Testimonial } from '../content';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, city, context, quote } = testimonial;
  return (
    <li className="flex">
      <figure className="flex w-full flex-col rounded-lg border border-border border-l-4 border-l-amber-500 bg-card p-5 text-card-foreground">
        <blockquote className="flex-1">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-semibold">
            {name}, {city}
          </span>
          <span className="text-muted-foreground"> — {context}</span>
        </figcaption>
      </figure>
    </li>
  );
}

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const wide = testimonials.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2';
  return (
    <ul role="list" className={`grid gap-4 ${wide}`}>
      {testimonials.map((t) => (
        <TestimonialCard key={t.name} testimonial={t} />
      ))}
    </ul>
  );
}
