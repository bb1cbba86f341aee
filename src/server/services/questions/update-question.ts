import { eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { QuestionInput } from '../../../domain/question-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { getAdminQuestion, questionNotFound } from './question-dto';
import { questionFields, requireOnSyllabus, resolveTopicId } from './question-fields';
import { passageIdFor, tidyPassages } from './question-passage';
import { imageFieldsFor } from './question-image';

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
    await requireOnSyllabus(tx, input.question, topicId);
    const passageId = await passageIdFor(tx, input.question);
    const image = await imageFieldsFor(tx, input.question);
    const [before] = await tx
      .select({ examType: questions.examType, subject: questions.subject })
      .from(questions)
      .where(eq(questions.id, input.id));
    const [row] = await tx
      .update(questions)
      .set({
        ...questionFields(input.question, topicId),
        ...(passageId === undefined ? {} : { passageId }),
        ...image,
      })
      .where(eq(questions.id, input.id))
      .returning({ id: questions.id });
    if (!row) throw questionNotFound();
    if (
      passageId !== undefined ||
      before!.examType !== input.question.examType ||
      before!.subject !== input.question.subject
    )
      await tidyPassages(tx, before!.examType, before!.subject);
    return (await getAdminQuestion(tx, row.id))!;
  });
}
