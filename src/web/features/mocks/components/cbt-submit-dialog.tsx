import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Button, buttonClasses } from '../../../components/ui/button';

export type SectionSummary = {
  subject: string;
  name: string;
  count: number;
  answered: number;
  /** 1-based within the section. */
  unanswered: number[];
  flagged: number[];
};

/**
 * "Submit your paper?" with each subject's unanswered and flagged questions, and a way back to
 * the first unanswered one. R (JAMB's "Reverse") or Keep working closes it (use-cbt-keys.ts).
 */
export function CbtSubmitDialog({
  open,
  sections,
  pending,
  paused,
  onClose,
  onConfirm,
  onJump,
}: {
  open: boolean;
  sections: readonly SectionSummary[];
  pending: boolean;
  paused: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Opens question `n` (1-based) of the section at `sectionIndex`. */
  onJump: (sectionIndex: number, n: number) => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  // After the dialog's showModal() (a child's effect runs first), which focuses the first
  // button: going back is the safe answer, so it has the focus (the title stays in view).
  useEffect(() => {
    if (open) keepRef.current?.focus({ preventScroll: true });
  }, [open]);
  const answered = sections.reduce((sum, s) => sum + s.answered, 0);
  const total = sections.reduce((sum, s) => sum + s.count, 0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Submit your paper?"
      description={`You have answered ${answered} of ${total} questions.`}
    >
      <ul className="space-y-2 text-sm" data-testid="cbt-submit-summary">
        {sections.map((s, i) => {
          const first = s.unanswered[0];
          return (
            <li
              key={s.subject}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2"
              data-testid={`cbt-unanswered-${s.subject}`}
            >
              <span className="min-w-0 flex-1">
                <span className="font-medium">{s.name}</span>{' '}
                <span className="text-muted-foreground tabular-nums">
                  {s.answered}/{s.count} answered
                </span>
                <span className="block text-xs">
                  {s.unanswered.length > 0 ? (
                    <span className="text-red-700">{s.unanswered.length} unanswered</span>
                  ) : (
                    <span className="text-green-700">All answered</span>
                  )}
                  {s.flagged.length > 0 ? (
                    <span className="text-amber-800"> · {s.flagged.length} flagged</span>
                  ) : null}
                </span>
              </span>
              {first !== undefined ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onJump(i, first)}
                  aria-label={`Go to question ${first} of ${s.name}, the first unanswered`}
                >
                  Go to question {first}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">
        Unanswered questions score nothing. You cannot change answers after submitting. Press R
        (Reverse) to go back to the paper.
      </p>
      {paused ? (
        <p role="status" className="rounded-md bg-accent p-2 text-sm text-accent-foreground">
          You are offline: your paper will be submitted as soon as the connection returns.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          ref={keepRef}
          type="button"
          className={buttonClasses('outline')}
          onClick={onClose}
          data-testid="cbt-reverse"
        >
          Keep working (R)
        </button>
        <Button onClick={onConfirm} disabled={pending} data-testid="cbt-confirm-submit">
          {pending ? 'Submitting...' : 'Submit paper'}
        </Button>
      </div>
    </Dialog>
  );
}
