import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { examSettings, questions, syllabusTopics } from '../../db/schema';
import type { QuestionDraft } from '../../../domain/question-rules';

export type ImportSettings = {
  timerMinutes: number;
  questionsPerLevel: number;
  shuffleQuestions: boolean;
  isActive: boolean;
};

export type ImportResult = { inserted: number; levels: { level: number; count: number; questionsPerLevel: number }[] };

const BATCH = 1000;

/**
 * Replaces the bank of every level the drafts cover, all or nothing (one transaction): deletes
 * that exam/subject/level's questions, inserts the drafts (linked to syllabus topics by name) and
 * upserts each level's exam setting with questions_per_level = min(setting, uploaded count).
 */
export async function importQuestions({
  db,
  input,
}: {
  db: Db;
  input: { examType: string; subject: string; drafts: QuestionDraft[]; settings: ImportSettings; source?: string };
}): Promise<ImportResult> {
  const { examType, subject, drafts, settings } = input;
  const counts = new Map<number, number>();
  for (const d of drafts) counts.set(d.level, (counts.get(d.level) ?? 0) + 1);
  const levels = [...counts.keys()].sort((a, b) => a - b);

  return db.transaction(async (tx) => {
    const topicIds = await topicIdsByName(tx, examType, subject);
    await tx
      .delete(questions)
      .where(and(eq(questions.examType, examType), eq(questions.subject, subject), inArray(questions.level, levels)));
    for (let i = 0; i < drafts.length; i += BATCH) {
      await tx.insert(questions).values(
        drafts.slice(i, i + BATCH).map((d) => ({
          examType,
          subject,
          level: d.level,
          topic: d.topic,
          topicId: topicIds.get(d.topic.toLowerCase()) ?? null,
          difficulty: d.difficulty,
          questionText: d.questionText,
          options: d.options,
          correctAnswer: d.correctAnswer,
          explanation: d.explanation,
          source: input.source ?? 'admin-upload',
          isActive: settings.isActive,
          pendingReview: false,
        })),
      );
    }
    const result: ImportResult['levels'] = [];
    for (const level of levels) {
      const count = counts.get(level)!;
      const questionsPerLevel = Math.min(settings.questionsPerLevel, count);
      await tx
        .insert(examSettings)
        .values({ examType, subject, level, questionsPerLevel, timerMinutes: settings.timerMinutes, shuffleQuestions: settings.shuffleQuestions, isActive: settings.isActive })
        .onConflictDoUpdate({
          target: [examSettings.examType, examSettings.subject, examSettings.level],
          set: { questionsPerLevel, timerMinutes: settings.timerMinutes, shuffleQuestions: settings.shuffleQuestions, isActive: settings.isActive, updatedAt: sql`now()` },
        });
      result.push({ level, count, questionsPerLevel });
    }
    return { inserted: drafts.length, levels: result };
  });
}

/** Syllabus topic ids of an exam/subject keyed by lower-cased name. */
export async function topicIdsByName(tx: Tx, examType: string, subject: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: syllabusTopics.id, name: syllabusTopics.topicName })
    .from(syllabusTopics)
    .where(and(eq(syllabusTopics.examType, examType), eq(syllabusTopics.subject, subject)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
