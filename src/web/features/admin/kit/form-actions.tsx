import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';

/**
 * The end of an admin form: the last save's error (role="alert"), the submit button that says
 * it is working, and Cancel when the form can be left.
 */
export function FormActions({
  error,
  submitting,
  submitLabel,
  busyLabel = 'Saving...',
  onCancel,
  className = 'flex gap-2',
}: {
  /** The last save's failure; null or undefined when there is none. */
  error?: unknown;
  submitting: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className={className}>
        <Button type="submit" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </>
  );
}
