import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell } from './field-shell';

export type SelectOption = { value: string; label: string };

export const selectClasses = cn(controlClasses, 'h-11');

/** A labelled native select (the phone's own picker) with its error text wired to aria-describedby. */
export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  options: readonly SelectOption[];
  /** An empty first choice, e.g. "Select subject". */
  placeholder?: string;
}) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      className={className}
      control={(a11y) => (
        <select {...props} {...a11y} className={cn(selectClasses, a11y.className)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
