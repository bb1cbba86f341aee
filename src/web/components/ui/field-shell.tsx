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

/** A labelled control's props split into the shell's and the element's own. */
export function splitField<P extends FieldProps>({
  id,
  label,
  error,
  className,
  ...element
}: P): [FieldProps, Omit<P, keyof FieldProps>] {
  return [{ id, label, error, className }, element];
}

/**
 * Label, control and error text, with the error wired to aria-describedby. The control is
 * rendered by the caller from the props it is given.
 */
export function FieldShell({
  id,
  label,
  error,
  className,
  control,
}: FieldProps & { control: (a11y: ControlA11y) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className: cn(error && 'border-destructive', className),
      })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
