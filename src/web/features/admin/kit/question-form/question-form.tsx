import { useForm, useWatch } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type * as z from 'zod/mini';
import { questionInputSchema, type QuestionInput } from '../../../../../domain/question-rules';
import { OPTION_KEYS } from '../../../../../domain/questions';
import { Field } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { TextareaField } from '../../../../components/ui/textarea';
import { MathText } from '../../../../components/math/math-text';
import { useTopics } from './topic-options';
import type { AdminQuestionDto } from '../../../../../server/services/admin/types';
import { CheckboxRow, ScopeSelects } from '../fields';
import { registered } from '../registered';
import { FormActions } from '../form-actions';
import { ANSWER_OPTIONS, DIFFICULTY_OPTIONS } from '../options';
import { DiagramField } from './diagram-field';
import { ExamsField } from './exams-field';

export type QuestionFormValues = z.input<typeof questionInputSchema>;

export const emptyQuestion: QuestionFormValues = {
  examType: '',
  subject: '',
  level: '1',
  topic: '',
  difficulty: 'medium',
  questionText: '',
  options: { A: '', B: '', C: '', D: '' },
  correctAnswer: '',
  explanation: '',
  topicId: '',
  passage: null,
  image: null,
  exams: [],
};

export const questionToForm = (q: AdminQuestionDto): QuestionFormValues => ({
  examType: q.examType,
  subject: q.subject,
  level: String(q.level),
  topic: q.topic ?? '',
  difficulty: q.difficulty,
  questionText: q.questionText,
  options: { ...q.options },
  correctAnswer: q.correctAnswer,
  explanation: q.explanation ?? '',
  topicId: q.topicId ?? '',
  passage: q.passage ? { ...q.passage, source: q.passage.source ?? '' } : null,
  image: q.image ? { id: q.image.id, alt: q.image.alt } : null,
  exams: [...q.exams],
});

/**
 * One question, validated with the same schema as the server (manual entry, Manage edit, Review
 * edit). `onSave` answers true when saved, so a new-entry form can clear itself.
 */
export function QuestionForm({
  idPrefix,
  defaultValues,
  submitLabel,
  onSave,
  onCancel,
  resetOnSave = false,
  fixedScope = false,
}: {
  idPrefix: string;
  defaultValues: QuestionFormValues;
  submitLabel: string;
  onSave: (input: QuestionInput) => Promise<boolean>;
  onCancel?: () => void;
  resetOnSave?: boolean;
  /**
   * Exam, subject and level come with `defaultValues` and are not asked (a competition's own
   * questions: its exam and subject, level 1); nor is a syllabus topic link.
   */
  fixedScope?: boolean;
}) {
  const form = useForm<QuestionFormValues, unknown, QuestionInput>({
    resolver: standardSchemaResolver(questionInputSchema),
    defaultValues,
  });
  const { register, handleSubmit, control, setValue, getValues, reset, formState } = form;
  const [examType, subject, questionText, passage, image, exams] = useWatch({
    control,
    name: ['examType', 'subject', 'questionText', 'passage', 'image', 'exams'],
  });
  const canLink = !fixedScope && Boolean(examType && subject);
  const topics = useTopics({ examType, subject }, canLink);
  const clearTopicLink = { onChange: () => setValue('topicId', '') };
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: Parameters<typeof register>[0], options?: Parameters<typeof register>[1]) =>
    registered(form, name, options);

  const submit = handleSubmit(async (input) => {
    // The exam it is filed under always serves it; no other ticked means just that one.
    const served = [...new Set([input.examType, ...(input.exams ?? [])])];
    if ((await onSave({ ...input, exams: served as QuestionInput['exams'] })) && resetOnSave)
      reset({
        ...emptyQuestion,
        topicId: defaultValues.topicId,
        examType: input.examType,
        subject: input.subject,
        level: String(input.level),
      });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fixedScope ? null : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <ScopeSelects
            idPrefix={idPrefix}
            prompt="select"
            form={{
              field: (name: 'examType' | 'subject' | 'level') =>
                field(name, name === 'level' ? undefined : clearTopicLink),
            }}
            withLevel
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('topic')} label="Topic" {...field('topic')} />
        <SelectField
          id={id('difficulty')}
          label="Difficulty"
          placeholder="Select difficulty"
          options={DIFFICULTY_OPTIONS}
          {...field('difficulty')}
        />
      </div>
      {fixedScope ? null : (
        <>
          <ExamsField
            id={id('exams')}
            examType={examType}
            value={(exams ?? []).filter((e) => e !== examType)}
            onChange={(next) => setValue('exams', next, { shouldDirty: true })}
            error={formState.errors.exams?.message}
          />
          <SelectField
            id={id('topic-id')}
            label="Syllabus topic (optional)"
            placeholder={
              !canLink
                ? 'Choose exam type and subject first'
                : topics.data?.length || topics.isPending
                  ? 'Not linked'
                  : 'No syllabus topics for this subject'
            }
            options={
              canLink ? (topics.data ?? []).map((t) => ({ value: t.id, label: t.topicName })) : []
            }
            disabled={!canLink}
            {...field('topicId', { setValueAs: (v: string | null | undefined) => v || null })}
          />
        </>
      )}
      <TextareaField id={id('question')} label="Question" {...field('questionText')} />
      {questionText?.includes('$') ? (
        <p className="rounded-md bg-muted p-2 text-sm" aria-label="Question preview">
          <MathText text={questionText} />
        </p>
      ) : null}
      {fixedScope ? null : (
        <DiagramField
          id={id}
          value={image}
          onChange={(imageId) =>
            // The description typed so far (also while a replacement was uploading) stays.
            setValue(
              'image',
              imageId ? { id: imageId, alt: getValues('image')?.alt ?? '' } : null,
              { shouldDirty: true },
            )
          }
          registerAlt={() => register('image.alt')}
          altError={formState.errors.image?.alt?.message}
        />
      )}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">Options</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTION_KEYS.map((k) => (
            <Field
              key={k}
              id={id(`option-${k}`)}
              label={`Option ${k}`}
              {...field(`options.${k}`)}
            />
          ))}
        </div>
        {formState.errors.options?.message ? (
          <p className="text-sm text-destructive">{formState.errors.options.message}</p>
        ) : null}
      </fieldset>
      <SelectField
        id={id('answer')}
        label="Correct answer"
        placeholder="Select correct answer"
        options={ANSWER_OPTIONS}
        {...field('correctAnswer')}
      />
      <TextareaField id={id('explanation')} label="Explanation" {...field('explanation')} />
      {fixedScope ? null : (
        <PassageFields
          id={id}
          on={Boolean(passage)}
          onToggle={(on) =>
            setValue('passage', on ? { title: '', text: '', source: '' } : null, {
              shouldDirty: true,
            })
          }
          field={field}
        />
      )}
      <p className="text-xs text-muted-foreground">
        Write maths in LaTeX between $ signs, for example {'$\\frac{1}{2}$'}.
      </p>
      <FormActions
        submitting={formState.isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * "Part of a passage" (issue 14): the comprehension or cloze text the question is asked on.
 * Questions with the same title and text share one passage.
 */
function PassageFields({
  id,
  on,
  onToggle,
  field,
}: {
  id: (name: string) => string;
  on: boolean;
  onToggle: (on: boolean) => void;
  field: (
    name: 'passage.title' | 'passage.text' | 'passage.source',
  ) => ReturnType<typeof registered>;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Passage</legend>
      <CheckboxRow
        label="Part of a comprehension or cloze passage"
        checked={on}
        onChange={(e) => onToggle(e.target.checked)}
      />
      {on ? (
        <>
          <Field id={id('passage-title')} label="Passage title" {...field('passage.title')} />
          <TextareaField
            id={id('passage-text')}
            label="Passage text"
            rows={8}
            {...field('passage.text')}
          />
          <Field
            id={id('passage-source')}
            label="Source or attribution (optional)"
            {...field('passage.source')}
          />
          <p className="text-xs text-muted-foreground">
            Questions with the same title and text share the passage; a quiz shows it once, above
            them.
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
