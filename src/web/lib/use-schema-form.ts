import { useState, type FormEvent } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A minimal form hook for the public auth pages: reads the form's fields on submit, validates
 * them with a shared schema and keeps the first message per field. react-hook-form serves the
 * richer forms; here its 12 KB would break the page budget (ADR 0005).
 */
export function useSchemaForm<T>(
  schema: StandardSchemaV1<unknown, T>,
  onValid: (values: T, form: HTMLFormElement) => Promise<void>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const raw = Object.fromEntries(new FormData(form).entries());
    const result = await schema['~standard'].validate(raw);
    if (result.issues) {
      const next: Record<string, string> = {};
      for (const issue of result.issues) {
        const seg = issue.path?.[0];
        const key = String(typeof seg === 'object' && seg !== null ? seg.key : (seg ?? 'form'));
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.value, form);
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, isSubmitting, onSubmit };
}
