import { toast } from '../../../../lib/toast';
import { useCreateQuestion } from '../api/questions';
import { errorMessage } from '../../../../lib/api-errors';
import { emptyQuestion, QuestionForm } from '../../kit/question-form/question-form';

/** One question typed in by hand; it is stored active at the level chosen. */
export function ManualEntry() {
  const create = useCreateQuestion();
  return (
    <QuestionForm
      idPrefix="manual"
      defaultValues={emptyQuestion}
      submitLabel="Add Question"
      resetOnSave
      onSave={async (input) => {
        try {
          await create.mutateAsync(input);
          toast.success('Question uploaded successfully');
          return true;
        } catch (err) {
          toast.error('Failed to upload question', { description: errorMessage(err) });
          return false;
        }
      }}
    />
  );
}
