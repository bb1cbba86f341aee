/**
 * Fixtures for tests that read or arrange a student's progress directly in the database (the
 * dashboard API tests): each test uses its own users, never seeded rows.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { atLevel } from './at-level';
import { quizAttempts, user, userProgress } from '../db/schema';

export type ProgressRow = typeof userProgress.$inferSelect;

/** Every progress row of a user, every column. */
export const progressOf = (db: Db, userId: string): Promise<ProgressRow[]> =>
  db.select().from(userProgress).where(eq(userProgress.userId, userId));

/** A user's progress rows at one exam/subject/level (at most one), every column. */
export const levelProgressOf = (
  db: Db,
  userId: string,
  at: { examType: string; subject: string; level: number },
): Promise<ProgressRow[]> =>
  db
    .select()
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), atLevel(userProgress, at)));

/** Deletes every progress row of a user (the starter rows of sign-up included). */
export async function clearProgress(db: Db, userId: string) {
  await db.delete(userProgress).where(eq(userProgress.userId, userId));
}

/** Inserts progress rows as given. */
export async function insertProgress(db: Db, rows: (typeof userProgress.$inferInsert)[]) {
  await db.insert(userProgress).values(rows);
}

/** Inserts a practice attempt as given (its target follows the practice kind: exam/subject/level). */
export async function insertAttempt(
  db: Db,
  attempt: Omit<typeof quizAttempts.$inferInsert, 'target'>,
) {
  const target = `${attempt.examType}/${attempt.subject}/${attempt.level}`;
  await db.insert(quizAttempts).values({ ...attempt, target });
}

/** The id of the account with that e-mail, or undefined. */
export async function userIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id;
}
