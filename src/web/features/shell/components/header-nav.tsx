import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { mainNavItems } from './bottom-nav';

/** The main links in the header on tablets and desktops, where a phone tab bar does not fit. */
export function HeaderNav({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {mainNavItems(isAdmin).map((i) => (
          <li key={i.to}>
            <NavLink
              to={i.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground',
                  isActive ? 'text-primary font-semibold' : 'text-muted-foreground',
                )
              }
            >
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
