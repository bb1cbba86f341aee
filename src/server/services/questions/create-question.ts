import { questions } from '../../db/schema';
import type { QuestionInput } from '../../../domain/question-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { orderedId } from './ordered-id';
import { getAdminQuestion } from './question-dto';
import { questionFields, requireOnSyllabus, resolveTopicId } from './question-fields';
import { passageIdFor } from './question-passage';
import { imageFieldsFor } from './question-image';

/** Manual entry: stored live (active, not pending) at the level chosen. */
export async function createQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: QuestionInput;
}): Promise<AdminQuestionDto> {
  return ctx.db.transaction(async (tx) => {
    const topicId = await resolveTopicId(tx, input);
    await requireOnSyllabus(tx, input, topicId);
    const passageId = (await passageIdFor(tx, input)) ?? null;
    const image = (await imageFieldsFor(tx, input)) ?? { imageId: null, imageAlt: null };
    const [row] = await tx
      .insert(questions)
      .values({
        id: orderedId(),
        ...questionFields(input, topicId),
        passageId,
        ...image,
        source: 'admin-upload',
        isActive: true,
        pendingReview: false,
      })
      .returning({ id: questions.id });
    return (await getAdminQuestion(tx, row!.id))!;
  });
}
