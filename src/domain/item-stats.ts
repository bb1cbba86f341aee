import * as z from 'zod/mini';
import { OPTION_KEYS, type OptionKey } from './questions';
import { questionListQuerySchema } from './admin-rules';

/** Below this many answers a question's statistics are noise: the wrong-key filter skips it. */
export const WRONG_KEY_MIN_ANSWERS = 20;
/** A facility under this percent suggests the key itself is wrong (Moodle's item analysis). */
export const WRONG_KEY_MAX_FACILITY = 25;
/**
 * The wrong-key filter aggregates at most this many of the exam/subject's latest closed attempts,
 * so the query stays bounded however many attempts pile up.
 */
export const ITEM_STATS_ATTEMPT_CAP = 5000;

/** How often a question was shown in closed attempts and what was chosen. */
export type ItemCounts = {
  /** Closed attempts that showed the question. */
  attempts: number;
  /** Times each option was chosen (unanswered counts nowhere). */
  chosen: Record<OptionKey, number>;
};

export type ItemStats = {
  attempts: number;
  /** Attempts that chose an option. */
  answers: number;
  /**
   * Percent of the attempts answering right, 0–100 (unanswered counts as not right, as grading
   * does); null when no closed attempt showed the question.
   */
  facility: number | null;
  /** Percent of the attempts choosing each option, 0–100. */
  shares: Record<OptionKey, number>;
  /** Percent of the attempts leaving the question unanswered. */
  unanswered: number;
  /**
   * At least WRONG_KEY_MIN_ANSWERS answers, and a facility under WRONG_KEY_MAX_FACILITY % or a
   * distractor chosen more often than the key.
   */
  possibleWrongKey: boolean;
};

export const emptyCounts = (): ItemCounts => ({
  attempts: 0,
  chosen: { A: 0, B: 0, C: 0, D: 0 },
});

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/** Facility, option shares and the wrong-key flag of one question from its raw counts. */
export function itemStats(counts: ItemCounts, key: OptionKey): ItemStats {
  const { attempts, chosen } = counts;
  const answers = OPTION_KEYS.reduce((n, k) => n + chosen[k], 0);
  const right = chosen[key];
  const distractorBeatsKey = OPTION_KEYS.some((k) => k !== key && chosen[k] > right);
  return {
    attempts,
    answers,
    facility: attempts === 0 ? null : percent(right, attempts),
    shares: {
      A: percent(chosen.A, attempts),
      B: percent(chosen.B, attempts),
      C: percent(chosen.C, attempts),
      D: percent(chosen.D, attempts),
    },
    unanswered: percent(attempts - answers, attempts),
    possibleWrongKey:
      answers >= WRONG_KEY_MIN_ANSWERS &&
      // Compared unrounded: 24.6 % is under 25 % even though it shows as 25 %.
      (right * 100 < WRONG_KEY_MAX_FACILITY * attempts || distractorBeatsKey),
  };
}

/** Manage's list query plus the "possible wrong key" filter (a query string, 'true' turns it on). */
export const itemStatsListQuerySchema = z.object({
  ...questionListQuerySchema.shape,
  wrongKey: z.optional(z.enum(['true', 'false'])),
});
export type ItemStatsListQuery = z.output<typeof itemStatsListQuerySchema>;
