import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { SelectField, type SelectOption } from '../../../components/ui/select';
import { EXAM_OPTIONS, LEVEL_OPTIONS, SUBJECT_OPTIONS } from './options';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props of a field held in component state (`useState`), for any labelled field. */
export const controlled = (value: string, set: (value: string) => void) => ({
  value,
  onChange: (e: ChangeEvent<Control>) => set(e.target.value),
});

type Choice = SelectHTMLAttributes<HTMLSelectElement> & {
  label?: string;
  error?: string;
  placeholder?: string;
  options?: readonly SelectOption[];
};

const PROMPTS = {
  /** A form's own fields: the admin must choose. */
  select: { exam: 'Select exam type', subject: 'Select subject' },
  /** A list's filter: blank shows every one. */
  all: { exam: 'All exams', subject: 'All subjects' },
} as const;

/**
 * Exam type, subject and level selects (whichever are given), with the ids
 * `${idPrefix}-exam|subject|level` every admin form uses. `prompt` adds the empty first choice:
 * "Select …" in a form, "All …" (and the labels "Show exam", "Show subject") in a filter. A
 * field's own props (label, placeholder, options) win over these defaults.
 */
export function ScopeSelects<N extends string>({
  idPrefix,
  prompt,
  form,
  withLevel = false,
  ...given
}: {
  idPrefix: string;
  prompt?: keyof typeof PROMPTS;
  /** A form's fields by name (`registered`): examType, subject and, `withLevel`, level. */
  form?: { field(name: N): Choice };
  withLevel?: boolean;
  exam?: Choice;
  subject?: Choice;
  level?: Choice;
}) {
  const filter = prompt === 'all';
  const pick = (name: 'examType' | 'subject' | 'level') => form?.field(name as N);
  const exam = given.exam ?? pick('examType');
  const subject = given.subject ?? pick('subject');
  const level = given.level ?? (withLevel ? pick('level') : undefined);
  const fields = [
    ['exam', exam, filter ? 'Show exam' : 'Exam type', EXAM_OPTIONS],
    ['subject', subject, filter ? 'Show subject' : 'Subject', SUBJECT_OPTIONS],
    ['level', level, 'Level', LEVEL_OPTIONS],
  ] as const;
  return fields.map(([name, props, label, options]) =>
    props ? (
      <SelectField
        key={name}
        id={`${idPrefix}-${name}`}
        label={label}
        options={options}
        placeholder={prompt && name !== 'level' ? PROMPTS[prompt][name] : undefined}
        {...props}
      />
    ) : null,
  );
}

/** A checkbox with its label, the whole row a 44 px target. */
export function CheckboxRow({
  label,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className={className ?? 'flex min-h-11 items-center gap-2'}>
      <input type="checkbox" className="h-5 w-5" {...props} />
      {label}
    </label>
  );
}

/** Tick boxes under a legend (exams, subjects), each a 44 px row. */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onToggle,
  labelClassName,
  describedBy,
  children,
}: {
  legend: string;
  name?: string;
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  value: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  labelClassName?: string;
  describedBy?: string;
  /** Under the boxes: an error. */
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-1" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((o) => (
          <CheckboxRow
            key={o.value}
            name={name}
            label={o.label}
            className={labelClassName}
            checked={value.includes(o.value)}
            disabled={o.disabled}
            onChange={(e) => onToggle(o.value, e.target.checked)}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}
