import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldShell, type FieldProps } from './field-shell';

export type SelectOption = { value: string; label: string };

export const selectClasses = cn(controlClasses, 'h-11');

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    options: readonly SelectOption[];
    /** An empty first choice, e.g. "Select subject". */
    placeholder?: string;
  };

/** A labelled native select (the phone's own picker) with its error text wired to aria-describedby. */
export function SelectField(props: SelectFieldProps) {
  return (
    <FieldShell<SelectFieldProps>
      {...props}
      control={(a11y, { options, placeholder, ...select }) => (
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
