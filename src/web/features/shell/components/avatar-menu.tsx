import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { useDismiss } from './use-dismiss';
import { signOut, type Me } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { nameInitials } from '../../../../domain/auth-rules';

const item = 'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted';

export function AvatarMenu({ me }: { me: Me }) {
  const initials = nameInitials(me.fullName, me.email);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useDismiss<HTMLDivElement>(open, close);

  const logout = async () => {
    close();
    try {
      await signOut();
    } catch {
      toast.error('Could not sign out. Check your connection and try again.');
    }
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        // The visible initials start the accessible name (WCAG 2.5.3, label in name).
        aria-label={`${initials}, Account menu`}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials}
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 z-50 mt-2 w-56 rounded-lg border bg-card p-1 shadow-lg"
        >
          <div className="border-b px-3 py-2">
            <p className="truncate text-sm font-medium">{me.fullName}</p>
            <p className="truncate text-xs text-muted-foreground">{me.email}</p>
          </div>
          <Link role="menuitem" to={paths.app.profile.getHref()} className={item} onClick={close}>
            Profile
          </Link>
          {me.role === 'admin' ? (
            <Link role="menuitem" to={paths.app.admin.getHref()} className={item} onClick={close}>
              Admin Panel
            </Link>
          ) : null}
          <button role="menuitem" type="button" className={item} onClick={logout}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
