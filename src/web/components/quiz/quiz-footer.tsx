import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/** Previous, next, and "Submit Quiz (n/m answered)". */
export function QuizFooter({
  current,
  total,
  answered,
  submitting,
  onGoTo,
  onSubmit,
}: {
  current: number;
  total: number;
  answered: number;
  submitting: boolean;
  onGoTo: (index: number) => void;
  onSubmit: () => void;
}) {
  return (
    <footer className="shrink-0 border-t bg-background px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous question"
          onClick={() => onGoTo(current - 1)}
          disabled={current === 0}
        >
          <Icon name="back" className="h-5 w-5" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next question"
          onClick={() => onGoTo(current + 1)}
          disabled={current >= total - 1}
        >
          <Icon name="chevron" className="h-5 w-5" />
        </Button>
        <Button
          className="min-w-0 flex-1 px-3 text-sm whitespace-nowrap"
          onClick={onSubmit}
          disabled={answered === 0 || submitting}
          data-testid="submit-quiz"
        >
          {submitting ? 'Submitting...' : `Submit Quiz (${answered}/${total} answered)`}
        </Button>
      </div>
    </footer>
  );
}
