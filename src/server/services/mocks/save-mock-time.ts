import { and, eq, sql } from 'drizzle-orm';
import { quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserCtx } from '../context';

type Seconds = Record<string, number>;

/**
 * The device's time per subject merged into the stored one: per subject the larger of the two
 * (a resend, or an older tab, never lowers it), the paper's subjects only, and the sum never above
 * the time the server measured (`elapsed`): what the stored counts leave of it is shared among the
 * increases in proportion. Informational only: no score depends on it.
 */
export function mergeSubjectSeconds(
  stored: Seconds,
  sent: Seconds,
  subjects: readonly string[],
  elapsed: number,
): Seconds {
  const before = Object.fromEntries(subjects.map((s) => [s, Math.max(0, stored[s] ?? 0)]));
  const had = Object.values(before).reduce((sum, n) => sum + n, 0);
  const rises = subjects.map((s) => Math.max(0, Math.floor(sent[s] ?? 0) - before[s]!));
  const asked = rises.reduce((sum, n) => sum + n, 0);
  const room = Math.max(0, Math.floor(elapsed) - had);
  const scale = asked > room ? room / asked : 1;
  const merged: Seconds = {};
  subjects.forEach((s, i) => {
    const value = before[s]! + Math.floor(rises[i]! * scale);
    if (value > 0 || s in stored || s in sent) merged[s] = value;
  });
  return merged;
}

const a = quizAttempts;
/** How often a time save retries when another one landed between its read and its write. */
const MAX_PASSES = 3;

/**
 * PUT /api/mocks/papers/:id/time: the owner's open paper keeps the device's count of seconds per
 * subject tab (mergeSubjectSeconds), capped by the time from its start to now or its deadline.
 * A submitted paper takes no more (ATTEMPT_CLOSED); a subject not on the paper is refused.
 */
export async function saveMockTime({
  ctx: { db, userId, now },
  input: { attemptId, seconds },
}: {
  ctx: UserCtx;
  input: { attemptId: string; seconds: Seconds };
}): Promise<void> {
  const mine = and(eq(a.id, attemptId), eq(a.userId, userId), eq(a.kind, 'mock'));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const [row] = await db
      .select({
        paper: a.paper,
        startedAt: a.startedAt,
        deadlineAt: a.deadlineAt,
        completedAt: a.completedAt,
      })
      .from(a)
      .where(mine);
    if (!row?.paper) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
    if (row.completedAt)
      throw new AppError('ATTEMPT_CLOSED', 'This quiz has already been submitted.');
    const subjects = row.paper.sections.map((s) => s.subject);
    const stranger = Object.keys(seconds).find((s) => !subjects.includes(s));
    if (stranger !== undefined)
      throw new AppError('VALIDATION_FAILED', `${stranger} is not a subject of this paper.`);
    const until = Math.min(now.getTime(), row.deadlineAt.getTime());
    const elapsed = Math.max(0, (until - row.startedAt.getTime()) / 1000);
    const merged = mergeSubjectSeconds(row.paper.seconds, seconds, subjects, elapsed);
    const written = await db
      .update(a)
      .set({
        paper: sql`jsonb_set(${a.paper}, '{seconds}', ${JSON.stringify(merged)}::jsonb)`,
        updatedAt: now,
      })
      .where(
        and(
          mine,
          sql`${a.completedAt} is null`,
          sql`${a.paper} -> 'seconds' = ${JSON.stringify(row.paper.seconds)}::jsonb`,
        ),
      )
      .returning({ id: a.id });
    if (written.length) return;
  }
  throw new AppError('CONFLICT', 'This paper changed while its time was being saved. Try again.');
}
