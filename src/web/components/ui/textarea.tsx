import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell } from './field-shell';

/** A labelled textarea with its error text wired to aria-describedby. */
export function TextareaField({
  id,
  label,
  error,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; error?: string }) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      className={className}
      control={(a11y) => (
        <textarea
          rows={3}
          {...props}
          {...a11y}
          className={cn(controlClasses, 'py-2', a11y.className)}
        />
      )}
    />
  );
}
