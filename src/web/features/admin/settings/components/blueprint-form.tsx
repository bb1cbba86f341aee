import { useState, type FormEvent } from 'react';
import { BLUEPRINT_DEFAULTS, blueprintCreateSchema } from '../../../../../domain/admin-rules';
import { staleTopicWeights } from '../../../../../domain/topic-weights';
import { FormActions } from '../../kit/form-actions';
import { ScopeSelects } from '../../kit/fields';
import { NumberField } from '../../kit/inputs';
import { useTopics } from '../../kit/question-form/topic-options';
import { useRecordForm } from '../../kit/use-record-form';
import { useCreateBlueprint, useUpdateBlueprint, type BlueprintDto } from '../api/blueprints';
import {
  weightInputs,
  weightsFromInputs,
  type WeightMode,
  type WeightsResult,
} from '../utils/topic-weight-inputs';
import { TopicWeightsField } from './topic-weights-field';

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
  const [mode, setMode] = useState<WeightMode>(blueprint?.topicWeights ? 'weighted' : 'equal');
  // Only what the admin typed; every other topic shows its stored (or starting) weight.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);

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
    save: ({ perLevelOverride: _keep, topicWeights: _fromInputs, ...fields }) => {
      const input = { ...fields, topicWeights: spread.ok ? spread.weights : null };
      return blueprint
        ? update.mutateAsync({ id: blueprint.id, input })
        : create.mutateAsync({ ...input, perLevelOverride: null });
    },
    onSaved: () => {
      record.form.reset();
      setTyped({});
      setMode('equal');
      setTried(false);
      onDone();
    },
  });

  const [examType, subject] = record.form.watch(['examType', 'subject']);
  const chosen = Boolean(examType && subject);
  const topicsQuery = useTopics({ examType, subject }, chosen);
  const topics = chosen ? (topicsQuery.data?.map((t) => t.topicName) ?? []) : null;
  // The stored weights belong to the blueprint's own exam and subject only.
  const samePair = blueprint?.examType === examType && blueprint?.subject === subject;
  const stored = samePair ? (blueprint?.topicWeights ?? null) : null;
  const inputs = { ...weightInputs(stored, topics ?? []), ...typed };
  const loaded = !chosen || topicsQuery.isSuccess;
  const spread: WeightsResult =
    mode === 'weighted' && !loaded
      ? { ok: false, message: 'Wait for the topics to load.', errors: {} }
      : weightsFromInputs(mode, inputs, topics ?? []);

  // The weights are checked here (blocking the save), the other fields by the form's schema.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    setTried(true);
    if (spread.ok) return record.submit(e);
    e.preventDefault();
    void record.form.trigger();
  };
  const number = { valueAsNumber: true } as const;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
        A mock paper of this exam and subject has this many questions and this time (a JAMB UTME
        mock runs one clock for all four subjects). For AI generation, level 50 is the full real
        exam; lower levels get a proportional share of its questions and time.
      </p>
      <TopicWeightsField
        topics={topics}
        status={chosen ? topicsQuery.status : 'success'}
        mode={mode}
        onMode={setMode}
        inputs={inputs}
        onInput={(topic, value) => setTyped((t) => ({ ...t, [topic]: value }))}
        result={tried ? spread : null}
        stale={stored && topics ? staleTopicWeights(stored, topics).length : 0}
      />
      <FormActions
        error={record.error}
        submitting={record.submitting}
        submitLabel={blueprint ? 'Save Changes' : 'Add Blueprint'}
        onCancel={blueprint ? onDone : undefined}
      />
    </form>
  );
}
