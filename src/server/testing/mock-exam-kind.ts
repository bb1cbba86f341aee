import { and, eq, sql } from 'drizzle-orm';
import { quizAttempts } from '../db/schema';
import { param } from '../db/statements';
import type { AttemptKind, OpenAttempt } from '../services/attempts/attempt-kind';
import { levelAttemptBank, levelBank } from '../services/attempts/question-cache';

/** What starts a mock exam: a paper name and its minutes. */
export type MockExamInput = { paper: string; minutes: number };

/**
 * A fourth attempt kind, declared for tests only (the "mock exam"): its own target, draw (the
 * first four questions of one level), time and close effect (a notification row written by the
 * submit statement itself), with none of practice's rules. The attempts engine runs it
 * (attempts-engine.test.ts); the route factory and the web attempt client give it its HTTP face
 * (src/integration/fourth-attempt-kind.test.ts).
 */
export function mockExamKind(level: {
  examType: string;
  subject: string;
  level: number;
}): AttemptKind<MockExamInput, { open: OpenAttempt | null }> {
  return {
    name: 'mock',
    target: ({ paper }) => `mock/${paper}`,
    async gate({ db, userId }, _input, target) {
      const [open] = await db
        .select({ id: quizAttempts.id, deadlineAt: quizAttempts.deadlineAt })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.userId, userId),
            eq(quizAttempts.kind, 'mock'),
            eq(quizAttempts.target, target),
            sql`${quizAttempts.completedAt} is null`,
          ),
        );
      return { open: open ? { id: open.id, deadlineAt: open.deadlineAt.toISOString() } : null };
    },
    async plan({ db }, { minutes }) {
      const bank = await levelBank(db, level, Number.MAX_SAFE_INTEGER);
      return {
        ...level,
        questions: bank.questions.slice(0, 4),
        timeLimitSeconds: minutes * 60,
        bankVersion: bank.version,
      };
    },
    bankVersion: sql`(select version from question_bank_versions v
                       where v.exam_type = ${quizAttempts.examType} and v.subject = ${quizAttempts.subject}
                         and v.level = ${quizAttempts.level})`,
    bank: (db, attempt, version) => levelAttemptBank(db, attempt, version),
    onSubmit: sql`insert into notifications (user_id, type, title, description)
        select user_id, 'level', 'Mock exam submitted', 'Score ' || ${param('score')}::int || '%' from submitted
        returning id`,
  };
}
