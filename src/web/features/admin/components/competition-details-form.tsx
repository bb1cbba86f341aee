import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { CompetitionDetailsInput } from '../../../../domain/competition-form';
import { COMPETITION_BOUNDS } from '../../../../domain/competition-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextareaField } from '../../../components/ui/textarea';
import { checkCompetitionForm, type CompetitionFormValues } from '../utils/competition-input';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from './options';

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
  const { register, handleSubmit, control, getValues, formState } = useForm<
    CompetitionFormValues,
    unknown,
    CompetitionDetailsInput
  >({ resolver, defaultValues });
  const { errors } = formState;
  const unlimited = useWatch({ control, name: 'unlimitedParticipants' });
  const submit = handleSubmit((details) => onNext(details, getValues()));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Competition details">
      <Field
        id="competition-title"
        label="Title"
        maxLength={COMPETITION_BOUNDS.titleLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        id="competition-description"
        label="Description (optional)"
        maxLength={COMPETITION_BOUNDS.descriptionLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="competition-exam"
          label="Exam type"
          placeholder="Select exam type"
          options={EXAM_OPTIONS}
          error={errors.examType?.message}
          {...register('examType')}
        />
        <SelectField
          id="competition-subject"
          label="Subject"
          placeholder="Select subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Field
          id="competition-start"
          label="Start time"
          type="datetime-local"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <Field
          id="competition-end"
          label="End time"
          type="datetime-local"
          error={errors.endTime?.message}
          {...register('endTime')}
        />
        <Field
          id="competition-deadline"
          label="Registration deadline (optional)"
          type="datetime-local"
          error={errors.registrationDeadline?.message}
          {...register('registrationDeadline')}
        />
        <Field
          id="competition-duration"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={COMPETITION_BOUNDS.maxDurationMinutes}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}). Without a
        deadline, registration closes at the start time.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <div className="rounded-md border px-3">
            <Switch label="Unlimited participants" {...register('unlimitedParticipants')} />
          </div>
          {unlimited ? null : (
            <Field
              id="competition-max"
              label="Max participants"
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.maxParticipants?.message}
              {...register('maxParticipants')}
            />
          )}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field
            id="competition-fee"
            label="Entry fee (₦)"
            inputMode="decimal"
            error={errors.entryFeeNaira?.message}
            {...register('entryFeeNaira')}
          />
          <Field
            id="competition-prize"
            label="Prize pool (₦)"
            inputMode="decimal"
            error={errors.prizePoolNaira?.message}
            {...register('prizePoolNaira')}
          />
        </div>
      </div>
      <Field
        id="competition-prize-min-score"
        label="Minimum score for a prize (%, optional)"
        inputMode="numeric"
        placeholder="No minimum"
        error={errors.prizeMinScore?.message}
        {...register('prizeMinScore')}
      />
      <p className="text-xs text-muted-foreground">
        The top 3 places win, ties sharing a place; with a minimum, a place below that score wins
        nothing. Entry fees cannot be paid online yet, so the entry fee stays ₦0.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">Upload Questions</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
