import { topicCreateSchema } from '../../../../../domain/admin-rules';
import { Field } from '../../../../components/ui/input';
import { TextareaField } from '../../../../components/ui/textarea';
import { FormActions } from '../../kit/form-actions';
import { ScopeSelects } from '../../kit/fields';
import { useRecordForm } from '../../kit/use-record-form';
import { useCreateTopic, useUpdateTopic, type TopicDto } from '../api/topics';

/** Create a syllabus topic, or edit `topic` (the tab remounts this form per row via key). */
export function TopicForm({ topic, onDone }: { topic: TopicDto | null; onDone: () => void }) {
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const record = useRecordForm({
    schema: topicCreateSchema,
    noun: 'Topic',
    editing: topic !== null,
    defaultValues: {
      examType: topic?.examType ?? '',
      subject: topic?.subject ?? '',
      topicName: topic?.topicName ?? '',
      description: topic?.description ?? '',
    },
    save: (input) =>
      topic ? update.mutateAsync({ id: topic.id, input }) : create.mutateAsync(input),
    onSaved: ({ examType, subject }) => {
      // Keep exam and subject: topics are usually added several at a time for one subject.
      record.form.reset({ examType, subject, topicName: '', description: '' });
      onDone();
    },
  });

  return (
    <form onSubmit={record.submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ScopeSelects idPrefix="topic" prompt="select" form={record} />
      </div>
      <Field id="topic-name" label="Topic name" {...record.field('topicName')} />
      <TextareaField
        id="topic-description"
        label="Description (optional)"
        {...record.field('description')}
      />
      <FormActions
        error={record.error}
        submitting={record.submitting}
        submitLabel={topic ? 'Save Changes' : 'Add Topic'}
        onCancel={topic ? onDone : undefined}
      />
    </form>
  );
}
