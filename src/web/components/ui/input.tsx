import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell, type FieldProps } from './field-shell';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** A labelled input with its error text wired to aria-describedby. */
export function Field(props: InputProps & FieldProps) {
  return (
    <FieldShell
      {...props}
      control={(a11y, input) => (
        <input {...input} {...a11y} className={cn(controlClasses, 'h-11', a11y.className)} />
      )}
    />
  );
}
