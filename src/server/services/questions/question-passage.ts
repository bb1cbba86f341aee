import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questions } from '../../db/schema';
import type { QuestionInput } from '../../../domain/question-rules';
import { deleteUnusedPassages, upsertPassages } from './import-questions';

/**
 * The passage a created or edited question points at (issue 14): `undefined` keeps what it has
 * (an edit that did not send one), null detaches it, a passage links it to the exam/subject's
 * passage of that title and text (created if new). Other questions of the old passage keep it.
 */
export async function passageIdFor(
  tx: Tx,
  q: Pick<QuestionInput, 'examType' | 'subject' | 'passage' | 'level'>,
): Promise<string | null | undefined> {
  if (q.passage === undefined) return undefined;
  if (q.passage === null) return null;
  const passage = {
    title: q.passage.title,
    text: q.passage.text,
    source: q.passage.source || null,
  };
  const ids = await upsertPassages(tx, q.examType, q.subject, [
    {
      examType: q.examType,
      subject: q.subject,
      level: q.level,
      topic: '',
      difficulty: 'medium',
      questionText: '',
      options: { A: '', B: '', C: '', D: '' },
      correctAnswer: 'A',
      explanation: null,
      passage,
    },
  ]);
  return [...ids.values()][0]!;
}

/** After a question changed passage: passages left without questions go. */
export async function tidyPassages(tx: Tx, examType: string, subject: string) {
  await deleteUnusedPassages(tx, examType, subject);
}

/** The question's passage as the admin screens show it (null without one). */
export const adminPassageSql = sql<{ title: string; text: string; source: string | null } | null>`(
  select json_build_object('title', p.title, 'text', p.text, 'source', p.source)
    from passages p where p.id = ${questions.passageId})`;
