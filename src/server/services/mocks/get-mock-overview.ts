import { examDisplayName } from '../../../domain/catalogue';
import { mockAllowance } from '../../../domain/entitlements';
import { MOCK_EXAMS, UTME_MINUTES, type MockExam } from '../../../domain/mock-exams';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';
import { MOCK_WEEK_MS } from './mock-gate';
import { mockHistory, mockStartsSince, openMocks } from './mock-history';
import type { MockSummary } from './mock-results';
import { mockSupply } from './mock-supply';

/** How many completed mocks the overview lists. */
export const MOCK_HISTORY_SHOWN = 20;

export type MockOverview = {
  exams: {
    exam: MockExam;
    name: string;
    /** One timer for the whole UTME paper; WAEC/NECO papers are timed per subject. */
    minutes: number | null;
    subjects: {
      subject: string;
      name: string;
      questionCount: number;
      minutes: number;
      /** Drawable questions of the subject's ready levels for this exam. */
      available: number;
      fillable: boolean;
    }[];
  }[];
  allowance: {
    allowed: boolean;
    limit: number | null;
    used: number;
    nextAt: string | null;
    premium: boolean;
  };
  /** The paper to resume (the latest started, if several exams have one open). */
  open: { attemptId: string; exam: MockExam; subjects: string[]; deadlineAt: string } | null;
  /** Completed mocks, newest first. */
  history: MockSummary[];
};

/**
 * GET /api/mocks: the papers a student can sit (and whether the bank can fill each), their
 * allowance this week, the paper they have open, and their last mocks. Read-only.
 */
export async function getMockOverview({ ctx }: { ctx: UserCtx }): Promise<MockOverview> {
  const { db, userId, now } = ctx;
  const [supply, premium, starts, open, history] = await Promise.all([
    mockSupply(db),
    hasActivePremium({ ctx }),
    mockStartsSince(db, userId, new Date(now.getTime() - MOCK_WEEK_MS)),
    openMocks(db, userId),
    mockHistory(db, userId, MOCK_HISTORY_SHOWN),
  ]);
  const current = open[0];
  return {
    exams: MOCK_EXAMS.map((exam) => ({
      exam,
      name: examDisplayName(exam),
      minutes: exam === 'jamb' ? UTME_MINUTES : null,
      subjects: supply
        .filter((row) => row.exam === exam)
        .map(({ subject, name, questionCount, minutes, available, fillable }) => ({
          subject,
          name,
          questionCount,
          minutes,
          available,
          fillable,
        })),
    })),
    allowance: { ...mockAllowance(premium, starts, now), premium },
    open: current
      ? {
          attemptId: current.id,
          exam: current.examType as MockExam,
          subjects: current.paper?.sections.map((s) => s.subject) ?? [],
          deadlineAt: current.deadlineAt.toISOString(),
        }
      : null,
    history,
  };
}
