import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const icons = {
  home: 'M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  exams: 'M4 4h12a4 4 0 0 1 4 4v12H8a4 4 0 0 1-4-4zM8 8h8M8 12h8',
  compete: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  admin: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
};

/** Spec: Home, Exams, Compete, Profile, plus Admin for admins (the header shows them on desktops). */
export const mainNavItems = (isAdmin: boolean) => [
  { to: paths.app.dashboard.getHref(), label: 'Home', icon: icons.home },
  { to: paths.app.exams.getHref(), label: 'Exams', icon: icons.exams },
  { to: paths.app.competitions.getHref(), label: 'Compete', icon: icons.compete },
  { to: paths.app.profile.getHref(), label: 'Profile', icon: icons.profile },
  ...(isAdmin ? [{ to: paths.app.admin.getHref(), label: 'Admin', icon: icons.admin }] : []),
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
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <path d={i.icon} />
              </svg>
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
