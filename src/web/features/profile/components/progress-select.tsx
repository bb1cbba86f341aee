import { SelectField } from '../../../components/ui/select';
import type { Option } from '../../../../domain/profile-progress';

/**
 * A selector of the progress cards: string or number values, and an optional first choice
 * ("All Levels", "All Topics") that stands for null.
 */
export function ProgressSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  all,
  onChange,
}: {
  id: string;
  label: string;
  value: T | null;
  options: readonly Option<T>[];
  all?: string;
  onChange: (value: T | null) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value === null ? '' : String(value)}
      placeholder={all}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(e) => {
        const raw = e.target.value;
        const chosen = options.find((o) => String(o.value) === raw);
        onChange(chosen ? chosen.value : null);
      }}
    />
  );
}
