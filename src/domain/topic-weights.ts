/**
 * A blueprint's topic weights (issue 23 item 6): how a mock paper of an exam and subject spreads
 * its questions over that subject's syllabus topics. Keys are syllabus topic names as stored;
 * values are whole numbers 0–100, relative to each other (a topic's share is its weight over the
 * sum). No weights (null) means every topic of the syllabus counts the same.
 */
export type TopicWeights = Record<string, number>;

export const TOPIC_WEIGHT_MAX = 100;

const fold = (name: string) => name.trim().toLowerCase();

/**
 * The weights keyed by the syllabus's own spelling of each topic (matched ignoring case and outer
 * spaces), or the keys that name no topic of `topics` (or name one twice).
 */
export function matchTopicWeights(
  weights: TopicWeights,
  topics: readonly string[],
): { ok: true; weights: TopicWeights } | { ok: false; unknown: string[] } {
  const byFold = new Map(topics.map((t) => [fold(t), t]));
  const out: TopicWeights = {};
  const unknown: string[] = [];
  for (const [key, weight] of Object.entries(weights)) {
    const name = byFold.get(fold(key));
    if (name === undefined || name in out) unknown.push(key);
    else out[name] = weight;
  }
  return unknown.length ? { ok: false, unknown } : { ok: true, weights: out };
}

export type TopicShare = { topic: string; weight: number; percent: number };

/**
 * Each topic of the syllabus with its weight (a topic the weights leave out has 0) and its share
 * of the paper in whole percent, largest first (ties in syllabus order). Weights naming no topic
 * of `topics` any more (renamed or deleted since) count for nothing.
 */
export function topicShares(weights: TopicWeights, topics: readonly string[]): TopicShare[] {
  const byFold = new Map(Object.entries(weights).map(([k, v]) => [fold(k), v]));
  const rows = topics.map((topic) => ({ topic, weight: byFold.get(fold(topic)) ?? 0 }));
  const sum = rows.reduce((s, r) => s + r.weight, 0);
  return rows
    .map((r) => ({ ...r, percent: sum ? Math.round((r.weight / sum) * 100) : 0 }))
    .sort((a, b) => b.weight - a.weight);
}

/** The weights' keys that name no topic of `topics` (matched ignoring case). */
export function staleTopicWeights(weights: TopicWeights, topics: readonly string[]): string[] {
  const known = new Set(topics.map(fold));
  return Object.keys(weights).filter((k) => !known.has(fold(k)));
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A blueprint's spread in one line for the admin's list: "Equal over 12 topics", "Equal over all
 * topics (none on the syllabus yet)", or "Weighted: Algebra 30 %, Calculus 20 %, Sets 10 % and
 * 4 more" (topics weighted 0 left out), with a warning when weights name topics no longer on the
 * syllabus.
 */
export function topicWeightSummary(
  weights: TopicWeights | null,
  topics: readonly string[],
  shown = 3,
): string {
  if (!weights)
    return topics.length
      ? `Equal over ${plural(topics.length, 'topic')}`
      : 'Equal over all topics (none on the syllabus yet)';
  const weighted = topicShares(weights, topics).filter((s) => s.weight > 0);
  const stale = staleTopicWeights(weights, topics).length;
  const staleNote = stale
    ? ` (${plural(stale, 'weight')} for ${stale === 1 ? 'a topic' : 'topics'} no longer on the syllabus)`
    : '';
  if (!weighted.length) return `Weighted, but no topic on the syllabus has a weight${staleNote}`;
  const head = weighted
    .slice(0, shown)
    .map((s) => `${s.topic} ${s.percent} %`)
    .join(', ');
  const more = weighted.length - shown;
  return `Weighted: ${head}${more > 0 ? ` and ${more} more` : ''}${staleNote}`;
}
