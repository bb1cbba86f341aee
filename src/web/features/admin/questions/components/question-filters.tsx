import { SelectField } from '../../../../components/ui/select';
import { Switch } from '../../../../components/ui/switch';
import { WRONG_KEY_MAX_FACILITY, WRONG_KEY_MIN_ANSWERS } from '../../../../../domain/item-stats';
import type { QuestionStatusFilter } from '../api/questions';
import { controlled, ScopeSelects } from '../../kit/fields';
import { FILTER_EXAM_OPTIONS } from '../../kit/options';

export type FilterValues = {
  examType: string;
  subject: string;
  level: string;
  status: QuestionStatusFilter;
  /** Only questions whose item statistics suggest a wrong key. */
  wrongKey: boolean;
  /** Every question the exam serves, also those filed under another exam (issue 20). */
  served: boolean;
};

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending review' },
  { value: 'inactive', label: 'Inactive' },
];

export function QuestionFilters({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (v: FilterValues) => void;
}) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <ScopeSelects
          idPrefix="manage"
          exam={{
            options: FILTER_EXAM_OPTIONS,
            ...controlled(value.examType, (examType) => set({ examType })),
          }}
          subject={controlled(value.subject, (subject) => set({ subject }))}
          level={{
            placeholder: 'All levels',
            ...controlled(value.level, (level) => set({ level })),
          }}
        />
        <SelectField
          id="manage-status"
          label="Status"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(e) => set({ status: e.target.value as QuestionStatusFilter })}
        />
      </div>
      <Switch
        id="manage-served"
        label="Every question this exam serves"
        description="Also the questions filed under another exam that this exam serves (shared across JAMB, WAEC and NECO)."
        checked={value.served}
        onChange={(e) => set({ served: e.target.checked })}
        className="sm:max-w-xl"
      />
      <Switch
        id="manage-wrong-key"
        label="Possible wrong key"
        description={`At least ${WRONG_KEY_MIN_ANSWERS} answers, and a facility under ${WRONG_KEY_MAX_FACILITY} % or a distractor chosen more often than the key.`}
        checked={value.wrongKey}
        onChange={(e) => set({ wrongKey: e.target.checked })}
        className="sm:max-w-xl"
      />
    </div>
  );
}
