import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, quizAttempts } from '../../db/schema';
import { computeStreak, type Streak } from '../../../domain/streak';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';

/** The student's current and longest streak, from completed attempts, in their time zone. */
export async function getStreak({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<Streak> {
  const [profile] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const rows = await db
    .select({ completedAt: quizAttempts.completedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.completedAt)));
  return computeStreak(
    rows.map((r) => r.completedAt!),
    now,
    profile?.timeZone ?? DEFAULT_TIME_ZONE,
  );
}
