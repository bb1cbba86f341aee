import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { mockSummary, type MockSummary } from './mock-results';

const a = quizAttempts;
const mockOf = (userId: string) => and(eq(a.userId, userId), eq(a.kind, 'mock'));

/** The columns a summary is computed from (no questions, no answers). */
const summaryColumns = {
  id: a.id,
  paper: a.paper,
  examType: a.examType,
  subject: a.subject,
  totalQuestions: a.totalQuestions,
  missed: a.missed,
  completedAt: a.completedAt,
};

/** The student's completed mocks, newest first, at most `limit`. */
export async function mockHistory(db: Db, userId: string, limit: number): Promise<MockSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(a)
    .where(and(mockOf(userId), isNotNull(a.completedAt)))
    .orderBy(desc(a.completedAt), desc(a.id))
    .limit(limit);
  return rows.map(mockSummary);
}

/** The student's last completed mock (the dashboard's), or null. */
export async function lastMock(db: Db, userId: string): Promise<MockSummary | null> {
  return (await mockHistory(db, userId, 1))[0] ?? null;
}

/** The student's mock starts since `since` (the weekly allowance counts them). */
export async function mockStartsSince(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ startedAt: a.startedAt })
    .from(a)
    .where(and(mockOf(userId), gt(a.startedAt, since)))
    .orderBy(a.startedAt);
  return rows.map((r) => r.startedAt);
}

/** The student's open mock papers (one per exam at most), latest started first. */
export async function openMocks(db: Db, userId: string) {
  return db
    .select({ id: a.id, paper: a.paper, examType: a.examType, deadlineAt: a.deadlineAt })
    .from(a)
    .where(and(mockOf(userId), isNull(a.completedAt)))
    .orderBy(desc(a.startedAt));
}
