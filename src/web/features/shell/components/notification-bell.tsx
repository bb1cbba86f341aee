import { useCallback, useState } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import { MathText } from '../../../components/math/math-text';
import { cn } from '../../../lib/cn';
import { useMarkAllRead, useNotifications, type NotificationItem } from '../api/notifications';
import { useDismiss } from './use-dismiss';
import { relativeTime } from '../../../../domain/time';

const TYPE_ICON: Record<NotificationItem['type'], IconName> = {
  achievement: 'star',
  level: 'unlock',
  subject: 'book',
  competition: 'trophy',
  subscription: 'crown',
  question: 'flag',
};

/**
 * The header bell (spec §2): an unread dot, and opening it marks everything read (the POST, then
 * the list is read again). What was unread when it opened stays highlighted while it is open.
 * Texts may quote a question or topic, so their LaTeX is rendered as everywhere else.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const close = useCallback(() => setOpen(false), []);
  const ref = useDismiss<HTMLDivElement>(open, close);
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.read);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (!next) return;
    setFresh(new Set(unread.map((n) => n.id)));
    if (unread.length > 0) markAll.mutate();
  };
  const now = new Date();

  return (
    <div ref={ref} className="sm:relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={unread.length > 0 ? 'Notifications (unread)' : 'Notifications'}
        data-testid="notification-bell"
        className="relative flex h-11 w-11 items-center justify-center rounded-full hover:bg-muted"
      >
        <Icon name="bell" className="h-5 w-5" />
        {unread.length > 0 ? (
          <span
            data-testid="notification-dot"
            className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-background"
          />
        ) : null}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-14 z-50 rounded-lg border bg-card p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <h2 className="px-2 py-1 text-sm font-semibold">Notifications</h2>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              You&apos;re all caught up!
            </p>
          ) : (
            <ul className="max-h-[70vh] divide-y overflow-y-auto">
              {items.map((n) => (
                <li
                  key={n.id}
                  data-testid="notification"
                  data-type={n.type}
                  className={cn(
                    'flex gap-3 rounded-md px-2 py-3',
                    fresh.has(n.id) && 'bg-secondary',
                  )}
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-muted text-primary">
                    <Icon name={TYPE_ICON[n.type] ?? 'check'} className="h-4 w-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">
                      {fresh.has(n.id) ? <span className="sr-only">New: </span> : null}
                      <MathText text={n.title} />
                    </p>
                    <p className="text-sm break-words text-muted-foreground">
                      <MathText text={n.description} />
                    </p>
                    <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
                      {relativeTime(new Date(n.createdAt), now)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
