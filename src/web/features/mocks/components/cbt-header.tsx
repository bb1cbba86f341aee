import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import type { SaveStatus } from '../../../components/quiz/hooks/autosaver';
import { CbtClock } from './cbt-clock';

const saveText: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — will retry',
  error: 'Not saved — will send on submit',
};

/** The paper's name and save state, its clock, Exit, and below them the subject tabs. */
export function CbtHeader({
  title,
  status,
  deadlineAt,
  clockOffsetMs,
  onExpire,
  onExit,
  children,
}: {
  title: string;
  status: SaveStatus;
  deadlineAt: string;
  clockOffsetMs: number;
  onExpire: () => void;
  onExit: () => void;
  /** The subject tabs. */
  children: ReactNode;
}) {
  const trouble = status === 'offline' || status === 'error';
  return (
    <header className="shrink-0 bg-background pt-[max(0.5rem,env(safe-area-inset-top))]">
      <div className="flex items-center gap-3 px-3 pb-2 lg:px-6">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold lg:text-lg" data-testid="cbt-title">
            {title}
          </p>
          <p
            className={cn('h-4 text-xs', trouble ? 'text-amber-700' : 'text-muted-foreground')}
            data-testid="save-status"
          >
            {saveText[status]}
          </p>
          <p className="sr-only" aria-live="polite">
            {trouble ? saveText[status] : ''}
          </p>
        </div>
        <CbtClock deadlineAt={deadlineAt} clockOffsetMs={clockOffsetMs} onExpire={onExpire} />
        <Button variant="outline" size="sm" onClick={onExit} data-testid="cbt-exit">
          Exit
        </Button>
      </div>
      {children}
    </header>
  );
}
