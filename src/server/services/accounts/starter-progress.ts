import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userProgress } from '../../db/schema';

/** The three rows every new student starts with (spec §4). */
export const STARTER_PROGRESS = [
  { examType: 'jamb', subject: 'mathematics', level: 1 },
  { examType: 'jamb', subject: 'english', level: 1 },
  { examType: 'jamb', subject: 'physics', level: 1 },
] as const;

/**
 * Inserts the starter rows for a user who has no progress at all, so a student who has practised
 * is never given them again. Idempotent, also when two sign-ins race.
 */
export async function insertStarterProgress(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${userProgress} (user_id, exam_type, subject, level, score, total_questions, time_taken, completed)
    select ${userId}, s.exam_type, s.subject, s.level, 0, 0, 0, false
    from (values ${sql.join(
      STARTER_PROGRESS.map((s) => sql`(${s.examType}, ${s.subject}, ${s.level}::int)`),
      sql`, `,
    )}) as s(exam_type, subject, level)
    where not exists (select 1 from ${userProgress} where user_id = ${userId})
    on conflict do nothing`);
}
