import { COMPETITION_LIMITS } from './competitions';
import { formatNaira } from './money';

/**
 * Who wins a competition and how the page says it (issue 21 item 10; ADR 0023): the top places
 * by rank (`rankEntries`: score, then server-measured time; equal score and time share a place,
 * so a tie for 3rd gives more than three winners), each with at least the competition's minimum
 * score when it has one. The text is built from the competition's own fields only.
 */

/** Places that win (student §9: top 3 winners). */
export const PRIZE_PLACES = COMPETITION_LIMITS.topWinners;

export type PrizeTerms = {
  prizePoolKobo: number;
  /** Percent; null: any score in the top places wins. */
  prizeMinScore: number | null;
};

/** A ranked entry wins: a top place and, when there is a minimum, at least that score. */
export const isWinner = (
  t: Pick<PrizeTerms, 'prizeMinScore'>,
  e: { rank: number; score: number },
) => e.rank <= PRIZE_PLACES && (t.prizeMinScore === null || e.score >= t.prizeMinScore);

/** The winners among standings in rank order (reads only the top places of a long table). */
export function winnersOf<T extends { rank: number; score: number }>(
  t: Pick<PrizeTerms, 'prizeMinScore'>,
  ranked: readonly T[],
): T[] {
  const winners: T[] = [];
  for (const e of ranked) {
    if (e.rank > PRIZE_PLACES) break;
    if (isWinner(t, e)) winners.push(e);
  }
  return winners;
}

/** How prizes are awarded, sentence by sentence, as the competition page shows it. */
export function prizeRules(t: PrizeTerms): string[] {
  const places = `the top ${PRIZE_PLACES} places`;
  return [
    t.prizePoolKobo > 0
      ? `The prize pool of ${formatNaira(t.prizePoolKobo)} goes to ${places}.`
      : `This competition has no prize money: ${places} are its winners.`,
    'Places go by score (highest first), then by the time taken as the server measures it (fastest first); entries with the same score and the same time share a place.',
    t.prizeMinScore === null
      ? `Any score in ${places} wins.`
      : `A place wins only with a score of at least ${t.prizeMinScore}%: below that, nobody wins it.`,
    t.prizePoolKobo > 0
      ? 'The organisers award the prizes once the results are published after the end.'
      : 'Winners are shown once the results are published after the end.',
  ];
}
