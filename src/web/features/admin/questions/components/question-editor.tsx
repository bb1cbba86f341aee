import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../lib/toast';
import { useUpdateQuestion } from '../api/questions';
import type { AdminQuestionDto } from '../api/questions';
import { errorMessage } from '../../../../lib/api-errors';
import { QuestionForm, questionToForm } from '../../kit/question-form/question-form';

/** Inline edit of one question (Manage and Review): validated like manual entry, Save/Cancel. */
export function QuestionEditor({
  q,
  idPrefix,
  onDone,
}: {
  q: AdminQuestionDto;
  idPrefix: string;
  onDone: () => void;
}) {
  const update = useUpdateQuestion();
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">Edit question</h3>
      <QuestionForm
        idPrefix={`${idPrefix}-${q.id}`}
        defaultValues={questionToForm(q)}
        submitLabel="Save"
        onCancel={onDone}
        onSave={async (input) => {
          try {
            await update.mutateAsync({ id: q.id, input });
            toast.success('Question updated successfully');
            onDone();
            return true;
          } catch (err) {
            toast.error('Failed to update question', { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </Card>
  );
}
