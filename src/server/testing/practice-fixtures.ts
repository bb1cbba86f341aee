import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { atLevel } from './at-level';
import { examSettings, questions, subscriptions, syllabusTopics, userProgress } from '../db/schema';

/**
 * A level of its own for each test: only this test file uses literature and government, and its
 * tests run one after another, so a counter is enough.
 */
let next = 0;
/** The subjects uniqueLevel uses; other fixtures (admin-fixtures' freshSubject) keep off them. */
export const RESERVED_FOR_PRACTICE = ['literature', 'government'] as const;

export function uniqueLevel(): {
  examType: 'jamb' | 'waec' | 'neco';
  subject: 'literature' | 'government';
  level: number;
} {
  const slot = next++;
  const exams = ['jamb', 'waec', 'neco'] as const;
  const subjects = RESERVED_FOR_PRACTICE;
  return {
    examType: exams[slot % 3]!,
    subject: subjects[Math.floor(slot / 3) % 2]!,
    level: 2 + Math.floor(slot / 6),
  };
}

export async function addQuestions(
  db: Db,
  where: { examType: string; subject: string; level: number },
  n: number,
) {
  const rows = Array.from({ length: n }, (_, i) => ({
    ...where,
    topic: i % 2 ? 'Poetry' : 'Drama',
    difficulty: 'easy' as const,
    questionText: `Question ${i} ${crypto.randomUUID()}`,
    options: { A: `a${i}`, B: `b${i}`, C: `c${i}`, D: `d${i}` },
    correctAnswer: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
    explanation: `SECRET-EXPLANATION-${i}`,
  }));
  return db.insert(questions).values(rows).returning();
}

/**
 * Makes a test level *ready* (issue 20: it serves twice its draw) without changing what a quiz
 * draws first: with no setting, the level gets one drawing every question it holds, in bank order;
 * then spare questions, ordered after the rest, fill it to twice the draw. Returns the spares.
 */
export async function makeReady(
  db: Db,
  where: { examType: string; subject: string; level: number },
) {
  const [setting] = await db
    .select({ n: examSettings.questionsPerLevel })
    .from(examSettings)
    .where(atLevel(examSettings, where));
  const held = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        atLevel(questions, where),
        eq(questions.isActive, true),
        eq(questions.pendingReview, false),
      ),
    );
  const draw = setting?.n ?? Math.max(1, held.length);
  if (!setting)
    await setSetting(db, where, {
      questionsPerLevel: draw,
      timerMinutes: 10,
      shuffleQuestions: false,
    });
  const missing = 2 * draw - held.length;
  if (missing <= 0) return [];
  const later = new Date(Date.now() + 3_600_000);
  return db
    .insert(questions)
    .values(
      Array.from({ length: missing }, (_, i) => ({
        ...where,
        topic: 'Drama',
        difficulty: 'easy' as const,
        questionText: `Spare question ${i} ${crypto.randomUUID()}`,
        options: { A: `sa${i}`, B: `sb${i}`, C: `sc${i}`, D: `sd${i}` },
        correctAnswer: 'A' as const,
        explanation: `SECRET-EXPLANATION-spare-${i}`,
        createdAt: later,
      })),
    )
    .returning();
}

export async function setSetting(
  db: Db,
  where: { examType: string; subject: string; level: number },
  s: { questionsPerLevel: number; timerMinutes: number; shuffleQuestions?: boolean },
) {
  await db
    .insert(examSettings)
    .values({ ...where, shuffleQuestions: true, ...s })
    .onConflictDoUpdate({
      target: [examSettings.examType, examSettings.subject, examSettings.level],
      set: { ...s },
    });
}

/** Inserts a student's progress row for a level, or applies `set` to the one already there. */
export async function upsertProgress(
  db: Db,
  row: typeof userProgress.$inferInsert,
  set: PgUpdateSetSource<typeof userProgress>,
) {
  await db
    .insert(userProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [
        userProgress.userId,
        userProgress.examType,
        userProgress.subject,
        userProgress.level,
      ],
      set,
    });
}

export async function completeLevel(
  db: Db,
  userId: string,
  where: { examType: string; subject: string; level: number },
) {
  await upsertProgress(
    db,
    { userId, ...where, completed: true, score: 80, totalQuestions: 10, timeTaken: 60 },
    { completed: true },
  );
}

/** Premium until `endsAt` (a year from now by default), whatever the student had. */
export async function givePremium(
  db: Db,
  userId: string,
  endsAt = new Date(Date.now() + 365 * 86_400_000),
) {
  await db
    .insert(subscriptions)
    .values({ userId, endsAt })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { endsAt, status: 'active' } });
}

/** A level of `n` fresh questions (after `clearLevel`) made ready to practise; returns the `n`. */
export async function readyLevel(
  db: Db,
  where: { examType: string; subject: string; level: number },
  n: number,
) {
  await clearLevel(db, where);
  const bank = await addQuestions(db, where, n);
  await makeReady(db, where);
  return bank;
}

export async function clearLevel(
  db: Db,
  where: { examType: string; subject: string; level: number },
) {
  await db.delete(questions).where(atLevel(questions, where));
  // A syllabus another test left for the exam/subject would keep these tests' topics from being
  // served (issue 20: a question is served only when its topic is in the exam's syllabus).
  await db
    .delete(syllabusTopics)
    .where(
      and(eq(syllabusTopics.examType, where.examType), eq(syllabusTopics.subject, where.subject)),
    );
  // Nor may a setting another test switched off (a worker's files share one database): an off
  // level is never ready (ADR 0030), whatever the test puts in it.
  await db.update(examSettings).set({ isActive: true }).where(atLevel(examSettings, where));
}
