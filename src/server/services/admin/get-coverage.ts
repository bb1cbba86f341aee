import { AVAILABLE_EXAM_CODES } from '../../../domain/catalogue';
import type { Ctx } from '../context';
import { levelSupply, type LevelSupplyRow } from '../practice/practice-levels';
import { getPlanLevels, type PlanLevels } from '../practice/level-offers';

export type Coverage = {
  /** Every level of every exam and subject that has a question or a setting. */
  cells: Omit<LevelSupplyRow, 'settingActive'>[];
  /** The same numbers the plans' texts are built from (issue 20: admins see what students read). */
  plans: PlanLevels;
};

/**
 * The admin's Coverage (issue 20 item 6): per exam × subject × level, the active and pending
 * questions the exam serves against the ready threshold, from the one query that decides what
 * students are offered.
 */
export async function getCoverage({ ctx }: { ctx: Ctx }): Promise<Coverage> {
  const [rows, plans] = await Promise.all([
    levelSupply(ctx.db, { examTypes: AVAILABLE_EXAM_CODES }),
    getPlanLevels({ ctx }),
  ]);
  return { cells: rows.map(({ settingActive: _s, ...r }) => r), plans };
}
