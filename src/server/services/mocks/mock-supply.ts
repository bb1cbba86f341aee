import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examBlueprints } from '../../db/schema';
import {
  MOCK_EXAMS,
  UTME_COMPULSORY,
  mockSubjectName,
  type MockExam,
} from '../../../domain/mock-exams';
import { levelSupply } from '../practice/practice-levels';

/** One exam × subject's mock paper and whether the bank can fill it today. */
export type MockSupplyRow = {
  exam: MockExam;
  subject: string;
  /** Its name on the paper ("Use of English" in the UTME). */
  name: string;
  questionCount: number;
  minutes: number;
  topicWeights: Record<string, number> | null;
  /** Active, reviewed questions the exam serves in the subject's ready levels (ADR 0030). */
  available: number;
  /** Enough of them for the paper's question count. */
  fillable: boolean;
};

/**
 * Every mock paper of the exams (or of one) — one per blueprint — with what the bank holds for
 * it: the questions of the subject's *ready* levels that the exam serves, the pool a paper draws
 * from (mock-plan `sectionCandidates`). `fillable` compares the counts; a start still draws the
 * paper for real and refuses it (MOCK_UNFILLABLE) in the rare case that passages, which are
 * drawn whole, keep the count from being met exactly. The student overview and the admin's
 * Coverage read this. Order: per exam, Use of English first in the UTME, then by name.
 */
export async function mockSupply(db: Db, exam?: MockExam): Promise<MockSupplyRow[]> {
  const exams = exam ? [exam] : [...MOCK_EXAMS];
  const [blueprints, levels] = await Promise.all([
    db
      .select({
        exam: examBlueprints.examType,
        subject: examBlueprints.subject,
        questionCount: examBlueprints.totalQuestionsRealExam,
        minutes: examBlueprints.totalTimeRealExam,
        topicWeights: examBlueprints.topicWeights,
      })
      .from(examBlueprints)
      .where(inArray(examBlueprints.examType, exams))
      .orderBy(asc(examBlueprints.examType), asc(examBlueprints.subject)),
    levelSupply(db, { examTypes: exams }),
  ]);
  const available = new Map<string, number>();
  for (const l of levels)
    if (l.ready)
      available.set(
        `${l.examType}|${l.subject}`,
        (available.get(`${l.examType}|${l.subject}`) ?? 0) + l.questionCount,
      );
  const rows = blueprints.map((b): MockSupplyRow => {
    const own = available.get(`${b.exam}|${b.subject}`) ?? 0;
    const paperExam = b.exam as MockExam;
    return {
      ...b,
      exam: paperExam,
      name: mockSubjectName(paperExam, b.subject),
      topicWeights: b.topicWeights ?? null,
      available: own,
      fillable: own >= b.questionCount,
    };
  });
  const rank = (r: MockSupplyRow) =>
    `${MOCK_EXAMS.indexOf(r.exam)}|${r.exam === 'jamb' && r.subject === UTME_COMPULSORY ? 0 : 1}`;
  return rows.sort((x, y) => rank(x).localeCompare(rank(y)) || x.name.localeCompare(y.name));
}
