import { and, asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import { questionReports, questions } from '../../db/schema';
import {
  REPORTED_QUESTIONS_LIMIT,
  countByReason,
  type ReportReason,
} from '../../../domain/question-reports';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { selectAdminQuestions, toAdminQuestionDto } from '../questions/question-dto';

/** A question with open reports, as the admin Review tab shows it. */
export type ReportedQuestionDto = {
  question: AdminQuestionDto;
  total: number;
  counts: Record<ReportReason, number>;
  notes: { reason: ReportReason; note: string; createdAt: string }[];
  firstReportedAt: string;
};

/**
 * Questions with open reports, most reported first (then oldest first), at most
 * REPORTED_QUESTIONS_LIMIT; each with its counts per reason and the reporters' notes. Read-only.
 */
export async function listReportedQuestions({ ctx }: { ctx: Ctx }): Promise<ReportedQuestionDto[]> {
  const { db } = ctx;
  const r = questionReports;
  const open = eq(r.status, 'open');
  const top = await db
    .select({ questionId: r.questionId, total: count(), first: min(r.createdAt) })
    .from(r)
    .where(open)
    .groupBy(r.questionId)
    .orderBy(desc(count()), asc(min(r.createdAt)))
    .limit(REPORTED_QUESTIONS_LIMIT);
  if (top.length === 0) return [];
  const ids = top.map((t) => t.questionId);
  const [reports, rows] = await Promise.all([
    db
      .select({ questionId: r.questionId, reason: r.reason, note: r.note, createdAt: r.createdAt })
      .from(r)
      .where(and(open, inArray(r.questionId, ids)))
      .orderBy(asc(r.createdAt)),
    selectAdminQuestions(db).where(inArray(questions.id, ids)),
  ]);
  const byId = new Map(rows.map((q) => [q.id, toAdminQuestionDto(q)]));
  return top.flatMap((t) => {
    const question = byId.get(t.questionId);
    if (!question) return [];
    const mine = reports.filter((x) => x.questionId === t.questionId);
    return [
      {
        question,
        total: t.total,
        counts: countByReason(mine.map((x) => x.reason)),
        notes: mine.flatMap((x) =>
          x.note ? [{ reason: x.reason, note: x.note, createdAt: x.createdAt.toISOString() }] : [],
        ),
        firstReportedAt: (t.first ?? new Date(0)).toISOString(),
      },
    ];
  });
}
