import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell, type FieldProps } from './field-shell';

/** A labelled textarea with its error text wired to aria-describedby. */
export function TextareaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  return (
    <FieldShell
      {...props}
      control={(a11y, textarea) => (
        <textarea
          rows={3}
          {...textarea}
          {...a11y}
          className={cn(controlClasses, 'py-2', a11y.className)}
        />
      )}
    />
  );
}
