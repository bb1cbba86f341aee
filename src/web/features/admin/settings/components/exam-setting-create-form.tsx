import { examSettingCreateSchema, SETTING_DEFAULTS } from '../../../../../domain/admin-rules';
import { Switch } from '../../../../components/ui/switch';
import { FormActions } from '../../kit/form-actions';
import { ScopeSelects } from '../../kit/fields';
import { useRecordForm } from '../../kit/use-record-form';
import { useCreateExamSetting } from '../api/exam-settings';
import { SettingNumbers } from './setting-numbers';

/** Create New Exam Setting, validated with the API's own schema (defaults of spec §9). */
export function ExamSettingCreateForm() {
  const create = useCreateExamSetting();
  const record = useRecordForm({
    schema: examSettingCreateSchema,
    noun: 'Setting',
    defaultValues: { examType: 'jamb', subject: 'mathematics', level: '1', ...SETTING_DEFAULTS },
    save: (input) => create.mutateAsync(input),
  });
  const number = { valueAsNumber: true } as const;

  return (
    <form onSubmit={record.submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <ScopeSelects idPrefix="setting" form={record} withLevel />
      </div>
      <SettingNumbers
        idPrefix="setting"
        questions={record.field('questionsPerLevel', number)}
        timer={record.field('timerMinutes', number)}
      />
      <div className="divide-y rounded-md border px-3">
        <Switch label="Shuffle questions" {...record.form.register('shuffleQuestions')} />
        <Switch label="Active" {...record.form.register('isActive')} />
      </div>
      <FormActions
        error={record.error}
        submitting={record.submitting}
        submitLabel="Create Setting"
        busyLabel="Creating..."
      />
    </form>
  );
}
