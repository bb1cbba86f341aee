import { BLUEPRINT_DEFAULTS, blueprintCreateSchema } from '../../../../../domain/admin-rules';
import { FormActions } from '../../kit/form-actions';
import { ScopeSelects } from '../../kit/fields';
import { NumberField } from '../../kit/inputs';
import { useRecordForm } from '../../kit/use-record-form';
import { useCreateBlueprint, useUpdateBlueprint, type BlueprintDto } from '../api/blueprints';

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
  const record = useRecordForm({
    schema: blueprintCreateSchema,
    noun: 'Blueprint',
    editing: blueprint !== null,
    defaultValues: blueprint
      ? {
          examType: blueprint.examType,
          subject: blueprint.subject,
          totalQuestionsRealExam: blueprint.totalQuestionsRealExam,
          totalTimeRealExam: blueprint.totalTimeRealExam,
        }
      : { examType: '', subject: '', ...BLUEPRINT_DEFAULTS },
    // An edit sends only the form's fields, so a stored per-level override survives.
    save: ({ perLevelOverride: _keep, ...fields }) =>
      blueprint
        ? update.mutateAsync({ id: blueprint.id, input: fields })
        : create.mutateAsync({ ...fields, perLevelOverride: null }),
    onSaved: () => {
      record.form.reset();
      onDone();
    },
  });
  const number = { valueAsNumber: true } as const;

  return (
    <form onSubmit={record.submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ScopeSelects idPrefix="blueprint" prompt="select" form={record} />
        <NumberField
          id="blueprint-questions"
          label="Questions in the real exam"
          min={1}
          {...record.field('totalQuestionsRealExam', number)}
        />
        <NumberField
          id="blueprint-time"
          label="Time of the real exam (minutes)"
          min={1}
          {...record.field('totalTimeRealExam', number)}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Level 50 is the full real exam; lower levels get a proportional share of its questions and
        time.
      </p>
      <FormActions
        error={record.error}
        submitting={record.submitting}
        submitLabel={blueprint ? 'Save Changes' : 'Add Blueprint'}
        onCancel={blueprint ? onDone : undefined}
      />
    </form>
  );
}
