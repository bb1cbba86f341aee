import type { Feature } from '../content';
import { Icon } from './icon';

export function FeatureTile({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon name={feature.icon} />
      </span>
      <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
      <p className="mt-1 text-muted-foreground">{feature.body}</p>
    </li>
  );
}

/** One column on phones, two on small tablets, up to `columns` on wider screens. */
export function FeatureGrid({
  features,
  columns = 4,
}: {
  features: readonly Feature[];
  columns?: 3 | 4;
}) {
  const wide = columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <ul role="list" className={`grid gap-4 sm:grid-cols-2 ${wide}`}>
      {features.map((f) => (
        <FeatureTile key={f.id} feature={f} />
      ))}
    </ul>
  );
}
