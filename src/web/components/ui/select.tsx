import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell, splitField, type FieldProps } from './field-shell';

export type SelectOption = { value: string; label: string };

export const selectClasses = cn(controlClasses, 'h-11');

/** A labelled native select (the phone's own picker) with its error text wired to aria-describedby. */
export function SelectField(
  props: SelectHTMLAttributes<HTMLSelectElement> &
    FieldProps & {
      options: readonly SelectOption[];
      /** An empty first choice, e.g. "Select subject". */
      placeholder?: string;
    },
) {
  const [field, { options, placeholder, ...select }] = splitField(props);
  return (
    <FieldShell
      {...field}
      control={(a11y) => (
        <select {...select} {...a11y} className={cn(selectClasses, a11y.className)}>
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
