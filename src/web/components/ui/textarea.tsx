import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell, splitField, type FieldProps } from './field-shell';

/** A labelled textarea with its error text wired to aria-describedby. */
export function TextareaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <FieldShell
      {...field}
      control={(a11y) => (
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
