import { asc, eq } from 'drizzle-orm';
import { passages, questions } from '../../db/schema';
import { exportFileName, type QuestionFilter } from '../../../domain/admin-rules';
import { examShortName, subjectDisplayName } from '../../../domain/catalogue';
import { questionsToCsv } from '../../../domain/question-csv';
import type { Ctx } from '../context';
import { filterCondition } from './question-dto';

/**
 * The Manage filter as an upload-format CSV (ordered like Manage), so export → upload
 * round-trips. Built in memory: 50,000 questions make a CSV of a few tens of MB at most.
 */
export async function exportQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: QuestionFilter;
}): Promise<{ fileName: string; csv: string }> {
  const rows = await ctx.db
    .select({
      level: questions.level,
      topic: questions.topic,
      difficulty: questions.difficulty,
      questionText: questions.questionText,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      passageTitle: passages.title,
      passageText: passages.text,
      passageSource: passages.source,
      imageId: questions.imageId,
      imageAlt: questions.imageAlt,
    })
    .from(questions)
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(filterCondition(input))
    .orderBy(asc(questions.level), asc(questions.createdAt), asc(questions.id));
  const examName = examShortName(input.examType);
  const subjectName = subjectDisplayName(input.subject);
  const csv = questionsToCsv(
    rows.map(({ passageTitle, passageText, passageSource, imageId, imageAlt, ...r }) => ({
      ...r,
      image: imageId ? { id: imageId, alt: imageAlt ?? '' } : null,
      passage:
        passageTitle !== null && passageText !== null
          ? { title: passageTitle, text: passageText, source: passageSource }
          : null,
      topic: r.topic ?? '',
      examType: input.examType,
      subject: input.subject,
      examShortName: examName,
      subjectName,
    })),
  );
  return { fileName: exportFileName(input), csv };
}
