import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';

/** "Submit your quiz?" naming the unanswered (and flagged) questions, each a jump back to it. */
export function SubmitDialog({
  open,
  answered,
  total,
  unanswered,
  flagged,
  pending,
  paused,
  onClose,
  onConfirm,
  onJump,
}: {
  open: boolean;
  answered: number;
  total: number;
  unanswered: number[];
  flagged: number[];
  pending: boolean;
  paused: boolean;
  onClose: () => void;
  onConfirm: () => void;
  onJump: (index: number) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Submit your quiz?"
      description={`You have answered ${answered} of ${total} questions.`}
    >
      <div className="space-y-3 text-sm" data-testid="submit-dialog">
        {unanswered.length > 0 ? (
          <QuestionList
            label="Unanswered"
            testId="unanswered-list"
            indexes={unanswered}
            onJump={onJump}
            tone="text-red-700"
          />
        ) : (
          <p className="font-medium text-green-700">All questions answered.</p>
        )}
        {flagged.length > 0 ? (
          <QuestionList
            label="Flagged for review"
            testId="flagged-list"
            indexes={flagged}
            onJump={onJump}
            tone="text-amber-800"
          />
        ) : null}
        <p className="text-muted-foreground">
          Unanswered questions count as wrong. You cannot change answers after submitting.
        </p>
        {paused ? (
          <p role="status" className="rounded-md bg-accent p-2 text-accent-foreground">
            You are offline: your quiz will be submitted as soon as the connection returns.
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} autoFocus>
          Keep Working
        </Button>
        <Button onClick={onConfirm} disabled={pending} data-testid="confirm-submit">
          {pending ? 'Submitting...' : 'Submit Now'}
        </Button>
      </div>
    </Dialog>
  );
}

function QuestionList({
  label,
  testId,
  indexes,
  tone,
  onJump,
}: {
  label: string;
  testId: string;
  indexes: number[];
  tone: string;
  onJump: (index: number) => void;
}) {
  return (
    <div data-testid={testId}>
      <p className={`font-medium ${tone}`} id={`${testId}-label`}>
        {label} ({indexes.length}): tap a number to go back to it.
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-labelledby={`${testId}-label`}>
        {indexes.map((i) => (
          <li key={i}>
            <Button
              variant="outline"
              size="sm"
              className="h-8 min-w-8 px-2"
              onClick={() => onJump(i)}
              aria-label={`Question ${i + 1}`}
            >
              {i + 1}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
