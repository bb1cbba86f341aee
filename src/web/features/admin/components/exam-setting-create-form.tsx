import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type * as z from 'zod/mini';
import {
  examSettingCreateSchema,
  SETTING_DEFAULTS,
  type ExamSettingCreate,
} from '../../../../domain/admin-rules';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { useCreateExamSetting } from '../api/exam-settings';
import { errorMessage } from '../../../lib/api-errors';
import { EXAM_OPTIONS, LEVEL_OPTIONS, SUBJECT_OPTIONS } from './options';

type Values = z.input<typeof examSettingCreateSchema>;

/** Create New Exam Setting, validated with the API's own schema (defaults of spec §9). */
export function ExamSettingCreateForm() {
  const create = useCreateExamSetting();
  const { register, handleSubmit, formState } = useForm<Values, unknown, ExamSettingCreate>({
    resolver: standardSchemaResolver(examSettingCreateSchema),
    defaultValues: { examType: 'jamb', subject: 'mathematics', level: '1', ...SETTING_DEFAULTS },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success('Setting created successfully');
    } catch (err) {
      toast.error('Failed to create setting', { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField
          id="setting-exam"
          label="Exam type"
          options={EXAM_OPTIONS}
          error={errors.examType?.message}
          {...register('examType')}
        />
        <SelectField
          id="setting-subject"
          label="Subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <SelectField
          id="setting-level"
          label="Level"
          options={LEVEL_OPTIONS}
          error={errors.level?.message}
          {...register('level')}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Field
          id="setting-questions"
          label="Questions"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          error={errors.questionsPerLevel?.message}
          {...register('questionsPerLevel', { valueAsNumber: true })}
        />
        <Field
          id="setting-timer"
          label="Timer (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={300}
          error={errors.timerMinutes?.message}
          {...register('timerMinutes', { valueAsNumber: true })}
        />
      </div>
      <div className="divide-y rounded-md border px-3">
        <Switch label="Shuffle questions" {...register('shuffleQuestions')} />
        <Switch label="Active" {...register('isActive')} />
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating...' : 'Create Setting'}
      </Button>
    </form>
  );
}
