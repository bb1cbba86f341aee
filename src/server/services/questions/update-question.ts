import { eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { QuestionInput } from '../../../domain/question-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { getAdminQuestion, questionNotFound } from './question-dto';
import { questionFields, resolveTopicId } from './question-fields';
import { passageIdFor, tidyPassages } from './question-passage';

/** Edit in place (Manage and Review): every field of the form; status and source are kept. */
export async function updateQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; question: QuestionInput };
}): Promise<AdminQuestionDto> {
  return ctx.db.transaction(async (tx) => {
    const topicId = await resolveTopicId(tx, input.question);
    const passageId = await passageIdFor(tx, input.question);
    const [row] = await tx
      .update(questions)
      .set({
        ...questionFields(input.question, topicId),
        ...(passageId === undefined ? {} : { passageId }),
      })
      .where(eq(questions.id, input.id))
      .returning({ id: questions.id });
    if (!row) throw questionNotFound();
    if (passageId !== undefined)
      await tidyPassages(tx, input.question.examType, input.question.subject);
    return (await getAdminQuestion(tx, row.id))!;
  });
}
