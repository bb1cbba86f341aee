import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { CompetitionDetailsInput } from '../../../../../domain/competition-form';
import { COMPETITION_BOUNDS } from '../../../../../domain/competition-form';
import { Field } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { TextareaField } from '../../../../components/ui/textarea';
import { checkCompetitionForm, type CompetitionFormValues } from '../utils/competition-input';
import { ScopeSelects } from '../../kit/fields';
import { NumberField } from '../../kit/inputs';
import { registered } from '../../kit/registered';
import { FormActions } from '../../kit/form-actions';

/** The three times, in the admin's own zone (datetime-local). */
const TIMES = [
  ['startTime', 'competition-start', 'Start time'],
  ['endTime', 'competition-end', 'End time'],
  ['registrationDeadline', 'competition-deadline', 'Registration deadline (optional)'],
] as const;

/** The domain's schema (the server's), through the form's text → the API's kobo and ISO times. */
const resolver: Resolver<CompetitionFormValues, unknown, CompetitionDetailsInput> = (values) => {
  const checked = checkCompetitionForm(values);
  if (checked.ok) return { values: checked.details, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    ),
  };
};

/**
 * Step 1 of creating a competition (admin §3, §5): its details with the spec's defaults. Times
 * are the admin's own (datetime-local) and travel as ISO with their offset; money is typed in
 * naira and travels as kobo. "Upload Questions" checks it all and moves on to the questions.
 */
export function CompetitionDetailsForm({
  defaultValues,
  onNext,
  onCancel,
}: {
  defaultValues: CompetitionFormValues;
  onNext: (details: CompetitionDetailsInput, values: CompetitionFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<CompetitionFormValues, unknown, CompetitionDetailsInput>({
    resolver,
    defaultValues,
  });
  const field = (name: keyof CompetitionFormValues) => registered(form, name);
  const unlimited = useWatch({ control: form.control, name: 'unlimitedParticipants' });
  const submit = form.handleSubmit((details) => onNext(details, form.getValues()));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Competition details">
      <Field
        id="competition-title"
        label="Title"
        maxLength={COMPETITION_BOUNDS.titleLength}
        {...field('title')}
      />
      <TextareaField
        id="competition-description"
        label="Description (optional)"
        maxLength={COMPETITION_BOUNDS.descriptionLength}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ScopeSelects idPrefix="competition" prompt="select" form={{ field }} />
        {TIMES.map(([name, id, label]) => (
          <Field key={id} id={id} label={label} type="datetime-local" {...field(name)} />
        ))}
        <NumberField
          id="competition-duration"
          label="Duration (minutes)"
          min={1}
          max={COMPETITION_BOUNDS.maxDurationMinutes}
          {...field('durationMinutes')}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}). Without a
        deadline, registration closes at the start time.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <div className="rounded-md border px-3">
            <Switch label="Unlimited participants" {...form.register('unlimitedParticipants')} />
          </div>
          {unlimited ? null : (
            <NumberField
              id="competition-max"
              label="Max participants"
              min={1}
              {...field('maxParticipants')}
            />
          )}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field
            id="competition-fee"
            label="Entry fee (₦)"
            inputMode="decimal"
            {...field('entryFeeNaira')}
          />
          <Field
            id="competition-prize"
            label="Prize pool (₦)"
            inputMode="decimal"
            {...field('prizePoolNaira')}
          />
        </div>
      </div>
      <Field
        id="competition-prize-min-score"
        label="Minimum score for a prize (%, optional)"
        inputMode="numeric"
        placeholder="No minimum"
        {...field('prizeMinScore')}
      />
      <p className="text-xs text-muted-foreground">
        The top 3 places win, ties sharing a place; with a minimum, a place below that score wins
        nothing. Entry fees cannot be paid online yet, so the entry fee stays ₦0.
      </p>
      <FormActions
        submitting={false}
        submitLabel="Upload Questions"
        onCancel={onCancel}
        className="flex flex-col gap-2 sm:flex-row"
      />
    </form>
  );
}
