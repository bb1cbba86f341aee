import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The centred card every public auth screen uses. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/50 px-4 py-8">
      <Link
        to={paths.home.getHref()}
        className="mb-6 flex items-center gap-2 text-2xl font-bold text-primary"
      >
        <img src="/favicon.svg" alt="" width={32} height={32} />
        PrepArena
      </Link>
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 shadow-sm">
        <h1 className="text-xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-5">{children}</div>
      </div>
    </main>
  );
}
