import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { examBlueprints, passages, questions, syllabusTopics } from '../db/schema';
import { OPTION_KEYS } from '../../domain/questions';
import { clearLevel, setSetting } from './practice-fixtures';

/**
 * Banks for the mock exam tests (issue 23). A mock draws from every ready level of a subject, so
 * each test subject gets a level of its own at the top of the range (drawn first: highest levels
 * first), emptied, filled and made ready; the subject's syllabus is cleared so its topics are
 * served (issue 20). `clearServed` empties the rest of what the exam serves in the subject, so the
 * supply is exactly the test's.
 */
export const MOCK_LEVEL = 50;

export type MockBankQuestion = { id: string; correctAnswer: string; passageId: string | null };

export async function mockLevel(
  db: Db,
  {
    exam,
    subject,
    n,
    serves = [exam],
    topics = ['Topic A', 'Topic B', 'Topic C'],
    level = MOCK_LEVEL,
    passage = 0,
    drawSize = Math.floor(n / 2),
  }: {
    exam: string;
    subject: string;
    n: number;
    /** The exams the questions serve (their bank's exam first). */
    serves?: string[];
    topics?: string[];
    level?: number;
    /** How many of the first questions share one passage. */
    passage?: number;
    /** The level's draw size: ready while n ≥ 2 × drawSize. */
    drawSize?: number;
  },
): Promise<MockBankQuestion[]> {
  await clearLevel(db, { examType: exam, subject, level });
  await db
    .delete(syllabusTopics)
    .where(and(inArray(syllabusTopics.examType, serves), eq(syllabusTopics.subject, subject)));
  const tag = crypto.randomUUID();
  const [shared] = passage
    ? await db
        .insert(passages)
        .values({
          examType: exam,
          subject,
          title: `Passage ${tag}`,
          text: `PASSAGE-TEXT-${tag} A long passage the questions below share.`,
          contentHash: tag,
        })
        .returning({ id: passages.id })
    : [];
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        examType: exam,
        exams: serves,
        subject,
        level,
        topic: topics[i % topics.length]!,
        questionText: `Mock question ${i} of ${subject} ${tag}`,
        options: { A: `a${i}`, B: `b${i}`, C: `c${i}`, D: `d${i}` },
        correctAnswer: OPTION_KEYS[i % 4]!,
        explanation: `SECRET-EXPLANATION-${subject}-${i}`,
        passageId: i < passage ? shared!.id : null,
      })),
    )
    .returning({
      id: questions.id,
      correctAnswer: questions.correctAnswer,
      passageId: questions.passageId,
    });
  for (const examType of serves)
    await setSetting(
      db,
      { examType, subject, level },
      { questionsPerLevel: drawSize, timerMinutes: 10 },
    );
  return rows;
}

/**
 * Empties what an exam serves in a subject (every level, every bank that serves it), as the admin
 * tests' `freshSubject` does, so a paper's supply is exactly what the test puts there.
 */
export async function clearServed(db: Db, exam: string, subject: string) {
  await db
    .delete(questions)
    .where(and(eq(questions.subject, subject), sql`${exam} = any(${questions.exams})`));
}

/** The exam × subject's blueprint, as given (weights none unless given). */
export async function setBlueprint(
  db: Db,
  b: { examType: string; subject: string; questionCount: number; minutes: number },
  topicWeights: Record<string, number> | null = null,
) {
  const values = {
    totalQuestionsRealExam: b.questionCount,
    totalTimeRealExam: b.minutes,
    topicWeights,
  };
  await db
    .insert(examBlueprints)
    .values({ examType: b.examType, subject: b.subject, ...values })
    .onConflictDoUpdate({ target: [examBlueprints.examType, examBlueprints.subject], set: values });
}

/** The stored key of each question, by id (what a test grades with). */
export async function keysOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: questions.id, key: questions.correctAnswer })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r.key]));
}
