import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 space-y-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <div className="text-muted-foreground">{children}</div> : null}
    </div>
  );
}
