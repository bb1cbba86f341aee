import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SiteHeaderProps {
  /** The page's own action on the right, e.g. a sign-in or back link. */
  children?: ReactNode;
}

export function SiteHeader({ children }: SiteHeaderProps) {
  return (
    <header className="border-b border-border bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-10 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/home"
          className="rounded-lg text-xl font-extrabold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Prep<span className="text-primary">Arena</span>
        </Link>
        {children}
      </div>
    </header>
  );
}
