import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';

/** The words of Exit Quiz's question: leaving does not pause a timed quiz. */
export const EXIT_TEXTS = {
  title: 'Leave the quiz?',
  description:
    'Your answers are saved, but your timer keeps running and the quiz is submitted when time is up.',
  stay: 'Stay in Quiz',
  leave: 'Leave Quiz',
} as const;

/** Asked before Exit Quiz leaves a running attempt; staying is focused first (as Submit's). */
export function ExitDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title={EXIT_TEXTS.title}
      description={EXIT_TEXTS.description}
    >
      <div
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        data-testid="exit-dialog"
      >
        {/* First in the page, so showModal() focuses it: staying is the safe answer. */}
        <Button variant="outline" onClick={onStay} autoFocus>
          {EXIT_TEXTS.stay}
        </Button>
        <Button onClick={onLeave} data-testid="confirm-exit">
          {EXIT_TEXTS.leave}
        </Button>
      </div>
    </Dialog>
  );
}
