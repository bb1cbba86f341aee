import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-ml-1 mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary"
    >
      <Icon name="back" />
      {children}
    </Link>
  );
}
