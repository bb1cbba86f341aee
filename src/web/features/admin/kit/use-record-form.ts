import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { registered } from './registered';

/**
 * A form that creates a record or edits one (blueprints, topics, exam settings): validated with
 * the API's own schema, saved through `save`, and told in a toast — "Topic created
 * successfully", "Failed to update topic" — with the failure kept for the form's alert.
 */
export function useRecordForm<V extends FieldValues, Out>({
  schema,
  defaultValues,
  noun,
  editing = false,
  save,
  onSaved,
}: {
  schema: StandardSchemaV1<V, Out>;
  defaultValues: DefaultValues<V>;
  /** The record's name as a toast starts it: "Blueprint", "Topic", "Setting". */
  noun: string;
  editing?: boolean;
  save: (values: Out) => Promise<unknown>;
  /** After a save: clear or keep fields, close the edit. */
  onSaved?: (values: Out) => void;
}) {
  const form = useForm<V, unknown, Out>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
  });
  const [error, setError] = useState<unknown>(null);
  const verb = editing ? 'update' : 'create';

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
    } catch (err) {
      setError(err);
      toast.error(`Failed to ${verb} ${noun.toLowerCase()}`, { description: errorMessage(err) });
      return;
    }
    toast.success(`${noun} ${verb}d successfully`);
    onSaved?.(values);
  });

  return {
    form,
    submit,
    error,
    submitting: form.formState.isSubmitting,
    field: (name: FieldPath<V>, options?: Parameters<typeof form.register>[1]) =>
      registered(form, name, options),
  };
}
