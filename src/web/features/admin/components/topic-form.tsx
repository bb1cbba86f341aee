import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type * as z from 'zod/mini';
import { topicCreateSchema, type TopicCreate } from '../../../../domain/admin-rules';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateTopic, useUpdateTopic, type TopicDto } from '../api/topics';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from './options';

type Values = z.input<typeof topicCreateSchema>;

/** Create a syllabus topic, or edit `topic` (the tab remounts this form per row via key). */
export function TopicForm({ topic, onDone }: { topic: TopicDto | null; onDone: () => void }) {
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, TopicCreate>({
    resolver: standardSchemaResolver(topicCreateSchema),
    defaultValues: topic
      ? {
          examType: topic.examType,
          subject: topic.subject,
          topicName: topic.topicName,
          description: topic.description ?? '',
        }
      : { examType: '', subject: '', topicName: '', description: '' },
  });
  const { errors } = formState;
  const failed = topic ? update : create;

  const submit = handleSubmit(async (input) => {
    try {
      if (topic) await update.mutateAsync({ id: topic.id, input });
      else await create.mutateAsync(input);
      toast.success(topic ? 'Topic updated successfully' : 'Topic created successfully');
      // Keep exam and subject: topics are usually added several at a time for one subject.
      reset({ examType: input.examType, subject: input.subject, topicName: '', description: '' });
      onDone();
    } catch (err) {
      toast.error(topic ? 'Failed to update topic' : 'Failed to create topic', {
        description: errorMessage(err),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="topic-exam"
          label="Exam type"
          placeholder="Select exam type"
          options={EXAM_OPTIONS}
          error={errors.examType?.message}
          {...register('examType')}
        />
        <SelectField
          id="topic-subject"
          label="Subject"
          placeholder="Select subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <Field
        id="topic-name"
        label="Topic name"
        error={errors.topicName?.message}
        {...register('topicName')}
      />
      <TextareaField
        id="topic-description"
        label="Description (optional)"
        error={errors.description?.message}
        {...register('description')}
      />
      {failed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(failed.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : topic ? 'Save Changes' : 'Add Topic'}
        </Button>
        {topic ? (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
