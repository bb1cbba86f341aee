import { useCallback, useState } from 'react';
import { useMarkAllRead, useNotifications } from '../api/notifications';
import { useDismiss } from './use-dismiss';
import { relativeTime } from '../../../../domain/time';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useDismiss<HTMLDivElement>(open, close);
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const items = list.data ?? [];
  const unread = items.some((n) => !n.read);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread) markAll.mutate(); // spec: all marked read on open
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={unread ? 'Notifications (unread)' : 'Notifications'}
        className="relative flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread ? (
          <span className="absolute top-2 right-2 h-2 w-2 rounded-full bg-red-500" />
        ) : null}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label="Notifications"
          className="absolute right-0 z-50 mt-2 w-80 max-w-[90vw] rounded-lg border bg-card p-2 shadow-lg"
        >
          <p className="px-2 py-1 text-sm font-semibold">Notifications</p>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              You&apos;re all caught up!
            </p>
          ) : (
            <ul className="max-h-80 divide-y overflow-y-auto">
              {items.map((n) => (
                <li key={n.id} className="px-2 py-2">
                  <p className="text-sm font-medium">{n.title}</p>
                  <p className="text-sm text-muted-foreground">{n.description}</p>
                  <p className="text-xs text-muted-foreground">
                    {relativeTime(new Date(n.createdAt), new Date())}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
