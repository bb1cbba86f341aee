import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type * as z from 'zod/mini';
import {
  BLUEPRINT_DEFAULTS,
  blueprintCreateSchema,
  type BlueprintCreate,
} from '../../../../domain/admin-rules';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateBlueprint, useUpdateBlueprint, type BlueprintDto } from '../api/blueprints';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from './options';

type Values = z.input<typeof blueprintCreateSchema>;

/** Create a blueprint, or edit `blueprint` (the tab remounts this form per row via key). */
export function BlueprintForm({
  blueprint,
  onDone,
}: {
  blueprint: BlueprintDto | null;
  onDone: () => void;
}) {
  const create = useCreateBlueprint();
  const update = useUpdateBlueprint();
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, BlueprintCreate>({
    resolver: standardSchemaResolver(blueprintCreateSchema),
    defaultValues: blueprint
      ? {
          examType: blueprint.examType,
          subject: blueprint.subject,
          totalQuestionsRealExam: blueprint.totalQuestionsRealExam,
          totalTimeRealExam: blueprint.totalTimeRealExam,
        }
      : { examType: '', subject: '', ...BLUEPRINT_DEFAULTS },
  });
  const { errors } = formState;
  const failed = blueprint ? update : create;

  const submit = handleSubmit(async ({ perLevelOverride: _keep, ...fields }) => {
    try {
      // An edit sends only the form's fields, so a stored per-level override survives.
      if (blueprint) await update.mutateAsync({ id: blueprint.id, input: fields });
      else await create.mutateAsync({ ...fields, perLevelOverride: null });
      toast.success(
        blueprint ? 'Blueprint updated successfully' : 'Blueprint created successfully',
      );
      reset();
      onDone();
    } catch (err) {
      toast.error(blueprint ? 'Failed to update blueprint' : 'Failed to create blueprint', {
        description: errorMessage(err),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="blueprint-exam"
          label="Exam type"
          placeholder="Select exam type"
          options={EXAM_OPTIONS}
          error={errors.examType?.message}
          {...register('examType')}
        />
        <SelectField
          id="blueprint-subject"
          label="Subject"
          placeholder="Select subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Field
          id="blueprint-questions"
          label="Questions in the real exam"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.totalQuestionsRealExam?.message}
          {...register('totalQuestionsRealExam', { valueAsNumber: true })}
        />
        <Field
          id="blueprint-time"
          label="Time of the real exam (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.totalTimeRealExam?.message}
          {...register('totalTimeRealExam', { valueAsNumber: true })}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Level 50 is the full real exam; lower levels get a proportional share of its questions and
        time.
      </p>
      {failed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(failed.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : blueprint ? 'Save Changes' : 'Add Blueprint'}
        </Button>
        {blueprint ? (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
