import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell } from './field-shell';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** A labelled input with its error text wired to aria-describedby. */
export function Field({
  id,
  label,
  error,
  className,
  ...props
}: InputProps & { id: string; label: string }) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      className={className}
      control={(a11y) => (
        <input {...props} {...a11y} className={cn(controlClasses, 'h-11', a11y.className)} />
      )}
    />
  );
}
