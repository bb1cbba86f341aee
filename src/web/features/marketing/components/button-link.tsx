import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'outline';
  className?: string;
}

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline:
    'border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
} as const;

/** A navigation link styled as a button (it navigates, so it stays a link). */
export function ButtonLink({ to, children, variant = 'primary', className = '' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${BASE} ${VARIANTS[variant]} ${className}`}>
      {children}
    </Link>
  );
}
