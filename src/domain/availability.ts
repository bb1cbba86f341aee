import { FREE_MAX_LEVEL, MAX_LEVEL } from './constants';
import { examShortName } from './catalogue';
import { TIER_FEATURES, type PlanTier } from './entitlements';

/**
 * What a level holds, honestly (issue 20, ADR 0030). A level is *ready* for an exam when that exam
 * serves at least twice the level's draw size of active, reviewed questions, so a retake shows at
 * least half new questions. Only ready levels are offered, counted, sold or started; the rest read
 * "Coming soon". The server's SQL form of the count is `services/questions/served-to.ts`.
 */
export const READY_DRAW_MULTIPLE = 2;

/** The questions an exam must serve at a level before the level is ready. */
export function readyThreshold(drawSize: number): number {
  return READY_DRAW_MULTIPLE * Math.max(1, drawSize);
}

export type LevelSupply = {
  level: number;
  /** Active, reviewed questions the exam serves at this level (syllabus applied). */
  servedQuestions: number;
  /** The level's draw size (its setting's questions per level, or the default). */
  drawSize: number;
  /** The level's exam setting's `is_active`, or null when it has none. */
  settingActive: boolean | null;
};

export function isReadyLevel(s: Omit<LevelSupply, 'level'>): boolean {
  return s.settingActive !== false && s.servedQuestions >= readyThreshold(s.drawSize);
}

/**
 * Which level a student must have completed to open `level`: the nearest ready level below it
 * (levels that are not ready are skipped, never blocking), or null when none is below.
 */
export function previousReadyLevel(level: number, ready: ReadonlySet<number>): number | null {
  for (let l = level - 1; l >= 1; l--) if (ready.has(l)) return l;
  return null;
}

/** The ready levels of one exam on one side of the free line (free: 1–10, premium: above). */
export type LevelOffer = { examType: string; levels: number; subjects: number };
export type PremiumOffer = LevelOffer;

/** What each plan's levels hold today, per exam, from the (exam, subject, level) ready triples. */
export function levelOffers(
  readyLevels: readonly { examType: string; subject: string; level: number }[],
  examTypes: readonly string[],
): { free: LevelOffer[]; premium: LevelOffer[] } {
  const side = (premium: boolean) =>
    examTypes.map((examType) => {
      const own = readyLevels.filter(
        (r) => r.examType === examType && r.level > FREE_MAX_LEVEL === premium,
      );
      return { examType, levels: own.length, subjects: new Set(own.map((r) => r.subject)).size };
    });
  return { free: side(false), premium: side(true) };
}

/** Ready premium levels per exam. */
export const premiumOffers = (
  readyLevels: readonly { examType: string; subject: string; level: number }[],
  examTypes: readonly string[],
): PremiumOffer[] => levelOffers(readyLevels, examTypes).premium;

/** "59 levels across 8 subjects" per exam, one phrase when every exam has the same. */
function levelsPhrase(offers: readonly LevelOffer[]): string | null {
  const open = offers.filter((o) => o.levels > 0);
  if (open.length === 0) return null;
  const same =
    open.length === offers.length &&
    open.every((o) => o.levels === open[0]!.levels && o.subjects === open[0]!.subjects);
  if (same)
    return `${plural(open[0]!.levels, 'level')} across ${plural(open[0]!.subjects, 'subject')}`;
  return open
    .map(
      (o) =>
        `${plural(o.levels, 'level')} in ${plural(o.subjects, 'subject')} of ${examShortName(o.examType)}`,
    )
    .join(', ');
}

/** The free plan's levels today ("Free: 59 levels across 8 subjects"), or null when none. */
export function freeLevelsText(offers: readonly LevelOffer[]): string | null {
  const phrase = levelsPhrase(offers);
  return phrase && `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}, free`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What Premium's levels add today, as one sentence built from the bank, or null when no premium
 * level is ready (Premium is then described by what else it gives, and nothing more).
 */
export function premiumLevelsText(offers: readonly PremiumOffer[]): string | null {
  const phrase = levelsPhrase(offers);
  return (
    phrase &&
    `Premium opens ${phrase.replace(/^(\d+) levels?/, (m, n: string) => `${n} more level${n === '1' ? '' : 's'}`)}`
  );
}

/**
 * Everything Premium gives today, as one sentence for texts that sell or confirm it (upsell,
 * receipt, notices): its ready levels when there are any, then what it always gives.
 */
export function premiumGivesText(offers: readonly PremiumOffer[]): string {
  const levels = premiumLevelsText(offers);
  const mocks = mocksPhrase(TIER_FEATURES.premium.mocksPerWeek);
  return levels
    ? `${levels}, plus competitions, ${mocks} and detailed progress analytics.`
    : `Premium gives you ranked competitions, ${mocks} and detailed progress analytics.`;
}

/**
 * A mock allowance in words (issue 23): "1 mock exam every 7 days", or "unlimited mock exams" for
 * no limit. "A week" is the rolling last 7 days of the entitlement rule (`mockAllowance`).
 */
export function mocksPhrase(perWeek: number | null): string {
  return perWeek === null ? 'unlimited mock exams' : `${plural(perWeek, 'mock exam')} every 7 days`;
}

/** A plan's mocks as its feature list says them, from the entitlement rule (never typed). */
export function planMocksText(tier: PlanTier): string {
  const phrase = mocksPhrase(TIER_FEATURES[tier].mocksPerWeek);
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/** Runs of level numbers as a reader says them: [11,12,13,20] → "11–13 and 20". */
export function levelRanges(levels: readonly number[]): string {
  const sorted = [...new Set(levels)].filter((l) => l >= 1 && l <= MAX_LEVEL).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.length <= 1 ? (runs[0] ?? '') : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`;
}
