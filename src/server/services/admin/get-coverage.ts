import { AVAILABLE_EXAM_CODES } from '../../../domain/catalogue';
import type { Ctx } from '../context';
import { levelSupply, type LevelSupplyRow } from '../practice/practice-levels';
import { getPlanLevels, type PlanLevels } from '../practice/level-offers';
import { mockSupply, type MockSupplyRow } from '../mocks/mock-supply';

export type Coverage = {
  /** Every level of every exam and subject that has a question or a setting. */
  cells: Omit<LevelSupplyRow, 'settingActive'>[];
  /** The same numbers the plans' texts are built from (issue 20: admins see what students read). */
  plans: PlanLevels;
  /**
   * Every mock paper (one per blueprint, issue 23) with the questions its exam serves in the
   * subject's ready levels, the same rows the students' mock overview reads.
   */
  mocks: Omit<MockSupplyRow, 'topicWeights'>[];
};

/**
 * The admin's Coverage (issue 20 item 6, issue 23 item 6): per exam × subject × level, the active
 * and pending questions the exam serves against the ready threshold, from the one query that
 * decides what students are offered; and per mock paper whether the bank can fill it.
 */
export async function getCoverage({ ctx }: { ctx: Ctx }): Promise<Coverage> {
  const [rows, plans, mocks] = await Promise.all([
    levelSupply(ctx.db, { examTypes: AVAILABLE_EXAM_CODES }),
    getPlanLevels({ ctx }),
    mockSupply(ctx.db),
  ]);
  return {
    cells: rows.map(({ settingActive: _s, ...r }) => r),
    plans,
    mocks: mocks.map(({ topicWeights: _w, ...m }) => m),
  };
}
