import { Link } from 'react-router';
import type { Me } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { useStreak } from '../api/get-streak';
import { NotificationBell } from './notification-bell';
import { AvatarMenu } from './avatar-menu';
import { HeaderNav } from './header-nav';

export function AppHeader({ me }: { me: Me }) {
  const streak = useStreak();
  // Not a 0 it does not know: the dashboard's streak card reads the same query.
  const days = streak.data?.current;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
        <Link
          to={paths.app.root.getHref()}
          className="mr-auto flex items-center gap-2 text-lg font-bold text-primary"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          PrepArena
        </Link>
        <HeaderNav isAdmin={me.role === 'admin'} />
        <span
          className="flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground"
          aria-label={
            days === undefined
              ? 'Current streak: not loaded'
              : `Current streak: ${days} ${days === 1 ? 'day' : 'days'}`
          }
          title="Days in a row with a completed quiz"
          data-testid="streak-badge"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            <path d="M12 2s5 5 5 10a5 5 0 0 1-10 0c0-2 1-4 1-4s1 2 3 2c0-4 1-8 1-8z" />
          </svg>
          {days ?? '–'}
        </span>
        <NotificationBell />
        <AvatarMenu me={me} />
      </div>
    </header>
  );
}
