import type { RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

/**
 * Previous, Next, the calculator's toggle and Submit: four equal buttons across a phone, and on a
 * desktop the calculator on the left, the rest on the right.
 */
export function CbtFooter({
  canPrevious,
  canNext,
  busy,
  calculatorOpen,
  calculatorId,
  toggleRef,
  onPrevious,
  onNext,
  onToggleCalculator,
  onSubmit,
}: {
  canPrevious: boolean;
  canNext: boolean;
  /** Submitting: Submit says so and waits. */
  busy: boolean;
  calculatorOpen: boolean;
  calculatorId: string;
  /** Focus returns here when the calculator closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onPrevious: () => void;
  onNext: () => void;
  onToggleCalculator: () => void;
  onSubmit: () => void;
}) {
  return (
    <footer className="shrink-0 border-t bg-background px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] lg:px-6">
      <div className="grid grid-cols-4 gap-2 max-lg:text-sm lg:flex lg:justify-end lg:gap-3">
        <Button
          variant="outline"
          className="px-1 lg:px-5"
          onClick={onPrevious}
          disabled={!canPrevious}
          data-testid="cbt-previous"
        >
          <Icon name="back" className="h-4 w-4 max-[359px]:hidden" />
          Previous
        </Button>
        <Button
          variant="outline"
          className="px-1 lg:px-5"
          onClick={onNext}
          disabled={!canNext}
          data-testid="cbt-next"
        >
          Next
          <Icon name="chevron" className="h-4 w-4 max-[359px]:hidden" />
        </Button>
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggleCalculator}
          aria-expanded={calculatorOpen}
          aria-controls={calculatorOpen ? calculatorId : undefined}
          className={cn(buttonClasses('outline'), 'px-1 lg:order-first lg:mr-auto lg:px-5')}
          data-testid="calculator-toggle"
        >
          Calculator
        </button>
        <Button
          className="px-1 lg:px-6"
          onClick={onSubmit}
          disabled={busy}
          data-testid="cbt-submit"
        >
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </footer>
  );
}
