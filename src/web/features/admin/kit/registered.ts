import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

// Apart from kit/fields.tsx: a page without react-hook-form (generation) loads none of it.
/** A react-hook-form field's control props and its first error, for a labelled field. */
export function registered<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'register' | 'formState'>,
  name: FieldPath<V>,
  options?: RegisterOptions<V, FieldPath<V>>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name, options), error: error?.message };
}
