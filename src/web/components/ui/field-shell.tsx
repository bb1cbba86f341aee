import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The look every text-like control shares. */
export const controlClasses =
  'w-full rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring';

export type ControlA11y = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
};

/** What every labelled control takes besides its element's own attributes. */
export type FieldProps = { id: string; label: string; error?: string; className?: string };

/**
 * Label, control and error text, with the error wired to aria-describedby. The control is
 * rendered by the caller from the accessibility props and the element's own props (everything
 * the field was given but its label, error and id).
 */
export function FieldShell<P extends FieldProps>({
  id,
  label,
  error,
  className,
  control,
  ...element
}: P & {
  control: (a11y: ControlA11y, element: Omit<P, keyof FieldProps>) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {control(
        {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: cn(error && 'border-destructive', className),
        },
        element as Omit<P, keyof FieldProps>,
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
