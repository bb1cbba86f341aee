import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Icon, type IconName } from '../../../components/ui/icon';

type NavItem = { to: string; label: string; icon: IconName };

/** Spec: Home, Exams, Compete, Profile, plus Admin for admins (the header shows them on desktops). */
export const mainNavItems = (isAdmin: boolean): NavItem[] => [
  { to: paths.app.dashboard.getHref(), label: 'Home', icon: 'home' },
  { to: paths.app.exams.getHref(), label: 'Exams', icon: 'exams' },
  { to: paths.app.competitions.getHref(), label: 'Compete', icon: 'compete' },
  { to: paths.app.profile.getHref(), label: 'Profile', icon: 'profile' },
  ...(isAdmin ? [{ to: paths.app.admin.getHref(), label: 'Admin', icon: 'admin' as const }] : []),
];

/** The phone's tab bar; from `md` up the same links sit in the header (HeaderNav). */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const items = mainNavItems(isAdmin);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex max-w-5xl">
        {items.map((i) => (
          <li key={i.to} className="flex-1">
            <NavLink
              to={i.to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs',
                  isActive ? 'text-primary font-semibold' : 'text-muted-foreground',
                )
              }
            >
              <Icon name={i.icon} className="h-5 w-5" />
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
