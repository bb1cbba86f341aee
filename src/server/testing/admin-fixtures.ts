/**
 * Fixtures for the admin API tests. Tests in a worker share one database, so each test takes its
 * own exam/subject/level (`freshLevel`) or exam/subject (`freshSubject`) and clears it first,
 * instead of relying on seeded rows or on the order tests run in.
 */
import { and, eq } from 'drizzle-orm';
import { atLevel, type Level } from './at-level';
import type { Db } from '../db/client';
import { examBlueprints, examSettings, questions, syllabusTopics, userRoles } from '../db/schema';
import { AVAILABLE_EXAM_CODES, SUBJECTS } from '../../domain/catalogue';
import type { QuestionDraft } from '../../domain/question-rules';
import { orderedId } from '../services/questions/ordered-id';
import { RESERVED_FOR_PRACTICE } from './practice-fixtures';

// Levels 1–3 hold the starter bank; tests use 10–50. One counter per worker (isolate: false).
const KEY = Symbol.for('preparena.adminFixtureCounter');
const holder = globalThis as { [KEY]?: number };
const next = () => (holder[KEY] = (holder[KEY] ?? Math.floor(Math.random() * 1000)) + 1);

export type { Level };

/** An exam/subject/level no other test of this run uses, emptied of questions, settings and syllabus. */
export async function freshLevel(db: Db): Promise<Level> {
  const n = next();
  const examType = AVAILABLE_EXAM_CODES[n % 3]!;
  const subject = FRESH_SUBJECTS[Math.floor(n / 3) % FRESH_SUBJECTS.length]!;
  const level = 10 + (Math.floor(n / (3 * SUBJECTS.length)) % 41);
  const at = { examType, subject, level };
  await clearLevelQuestions(db, at);
  await db.delete(examSettings).where(atLevel(examSettings, at));
  // Its exam/subject's syllabus too: fixtures' topics are served only without one (issue 20).
  await db
    .delete(syllabusTopics)
    .where(and(eq(syllabusTopics.examType, examType), eq(syllabusTopics.subject, subject)));
  return at;
}

/**
 * Subjects freshSubject may hand out: never the ones practice-fixtures' uniqueLevel reserves
 * (literature, government). The worker's database is shared by its test files, and a fresh
 * subject's syllabus (one topic, say "Algebra") would make a later practice test's questions
 * off-syllabus, so its level "not ready" — the PostgreSQL flake seen in practice.test.
 */
const FRESH_SUBJECTS = SUBJECTS.map((s) => s.code).filter(
  (code) => !(RESERVED_FOR_PRACTICE as readonly string[]).includes(code),
);

/** An exam/subject with no blueprint, topics or questions left (for blueprints, topics, export). */
export async function freshSubject(db: Db): Promise<{ examType: string; subject: string }> {
  const n = next();
  const examType = AVAILABLE_EXAM_CODES[n % 3]!;
  const subject = FRESH_SUBJECTS[Math.floor(n / 3) % FRESH_SUBJECTS.length]!;
  const same = <T extends typeof questions | typeof examBlueprints | typeof syllabusTopics>(t: T) =>
    and(eq(t.examType, examType), eq(t.subject, subject));
  await db.delete(questions).where(same(questions));
  await db.delete(examBlueprints).where(same(examBlueprints));
  await db.delete(syllabusTopics).where(same(syllabusTopics));
  return { examType, subject };
}

let seq = 0;
/** A valid question draft; `over` replaces fields. Texts are unique per call. */
export function draft(at: Level, over: Partial<QuestionDraft> = {}): QuestionDraft {
  seq++;
  return {
    ...at,
    topic: 'Algebra',
    difficulty: 'medium',
    questionText: `Question ${seq}: what is ${seq} + 1?`,
    options: { A: String(seq), B: String(seq + 1), C: String(seq + 2), D: String(seq + 3) },
    correctAnswer: 'B',
    explanation: `${seq} + 1 = ${seq + 1}.`,
    ...over,
  };
}

/** Inserts questions directly (status as given), returning their ids in order. */
export async function insertQuestions(
  db: Db,
  drafts: (QuestionDraft & {
    isActive?: boolean;
    pendingReview?: boolean;
    source?: string;
    aiMetadata?: Record<string, unknown>;
  })[],
) {
  const rows = await db
    .insert(questions)
    .values(drafts.map((d) => ({ id: orderedId(), ...d })))
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}

/** A question's stored row, as a one-element list (empty once it is deleted). */
export const questionRows = (db: Db, id: string) =>
  db.select().from(questions).where(eq(questions.id, id));

/** Sets columns of a stored question directly (an older created_at, a topic link). */
export async function setQuestionColumns(
  db: Db,
  id: string,
  set: { createdAt?: Date; topicId?: string | null },
) {
  await db.update(questions).set(set).where(eq(questions.id, id));
}

/** The stored rows of a level, every column. */
export const questionsOfLevel = (db: Db, at: Level) =>
  db.select().from(questions).where(atLevel(questions, at)).$dynamic();

/** Deletes every question of a level. */
export async function clearLevelQuestions(db: Db, at: Level) {
  await db.delete(questions).where(atLevel(questions, at));
}

/** Deletes every question of an exam/subject (after a test that filled it). */
export async function clearQuestions(db: Db, pair: { examType: string; subject: string }) {
  await db
    .delete(questions)
    .where(and(eq(questions.examType, pair.examType), eq(questions.subject, pair.subject)));
}

/** Inserts a syllabus topic directly, returning its row. */
export async function insertTopic(
  db: Db,
  topic: { examType: string; subject: string; topicName: string; description?: string | null },
) {
  const [row] = await db.insert(syllabusTopics).values(topic).returning();
  return row!;
}

/** The exam setting of a level, or undefined. */
export async function settingOf(db: Db, at: Level) {
  const [row] = await db.select().from(examSettings).where(atLevel(examSettings, at));
  return row;
}

/** The stored role of a user (undefined without a role row). */
export async function roleOf(db: Db, userId: string) {
  const [row] = await db.select().from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role;
}

/** Changes a user's role row directly, behind the app's back (as a revoke from the CLI would). */
export async function setRoleOf(db: Db, userId: string, role: 'student' | 'admin') {
  await db.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
}

/** A manual-entry body for POST/PATCH /questions. */
export function questionBody(at: Level, over: Record<string, unknown> = {}) {
  const d = draft(at);
  return {
    examType: d.examType,
    subject: d.subject,
    level: d.level,
    topic: d.topic,
    difficulty: d.difficulty,
    questionText: d.questionText,
    options: d.options,
    correctAnswer: d.correctAnswer,
    explanation: d.explanation,
    ...over,
  };
}
