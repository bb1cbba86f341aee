import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/input';

// Apart from kit/fields.tsx, which the generation page shares: what only the admin panel uses.
/** The props of a switch or checkbox held in component state. */
export const toggled = (checked: boolean, set: (checked: boolean) => void) => ({
  checked,
  onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.checked),
});

/** A whole number typed on a phone's number pad (questions, minutes, levels, days). */
export function NumberField(
  props: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string },
) {
  return <Field type="number" inputMode="numeric" {...props} />;
}

/** A file input for a CSV, labelled "CSV file", with a 44 px button. */
export function CsvFileInput({
  id,
  error,
  onFile,
}: {
  id: string;
  /** Shown under the input (role="alert") and wired to it with aria-describedby. */
  error?: string | null;
  onFile: (file: File | null) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className="block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:font-medium file:text-secondary-foreground"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
