import { count, eq, sql } from 'drizzle-orm';
import { examSettings, questions, user, userRoles } from '../../db/schema';
import type { Ctx } from '../context';

export type AdminSummary = {
  users: number;
  admins: number;
  activeQuestions: number;
  pendingQuestions: number;
  activeSettings: number;
};

/** Headline counts for the admin panel. */
export async function getAdminSummary({ ctx }: { ctx: Ctx }): Promise<AdminSummary> {
  const { db } = ctx;
  const [[users], [admins], [q], [settings]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin')),
    db
      .select({
        active:
          sql<number>`count(*) filter (where ${questions.isActive} and not ${questions.pendingReview})`.mapWith(
            Number,
          ),
        pending: sql<number>`count(*) filter (where ${questions.pendingReview})`.mapWith(Number),
      })
      .from(questions),
    db.select({ n: count() }).from(examSettings).where(eq(examSettings.isActive, true)),
  ]);
  return {
    users: users?.n ?? 0,
    admins: admins?.n ?? 0,
    activeQuestions: q?.active ?? 0,
    pendingQuestions: q?.pending ?? 0,
    activeSettings: settings?.n ?? 0,
  };
}
