import { ADMIN_MESSAGES } from '../../../../../domain/admin-rules';
import { TOPIC_WEIGHT_MAX, type TopicWeights } from '../../../../../domain/topic-weights';

/** How the form spreads a mock paper: every topic alike (no weights), or by the weights typed. */
export type WeightMode = 'equal' | 'weighted';

/** What a weighted form starts each topic at when the blueprint has no weights yet. */
export const START_WEIGHT = '10';

/**
 * The weight inputs' starting text for `topics`: the stored weight of each (matched ignoring
 * case; '0' where the weights leave a topic out), or START_WEIGHT for every topic when there are
 * no weights, so switching to "weighted" starts from an equal spread.
 */
export function weightInputs(
  weights: TopicWeights | null,
  topics: readonly string[],
): Record<string, string> {
  const byFold = new Map(Object.entries(weights ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return Object.fromEntries(
    topics.map((t) => [t, weights ? String(byFold.get(t.toLowerCase()) ?? 0) : START_WEIGHT]),
  );
}

export type WeightsResult =
  | { ok: true; weights: TopicWeights | null }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * The weights to save: null for "equal" (or when the syllabus has no topics), else each topic's
 * whole number 0–100 (blank counts as 0; topics at 0 are left out), refused with the API's
 * messages when a value is not a whole number in range or no topic is above 0.
 */
export function weightsFromInputs(
  mode: WeightMode,
  inputs: Record<string, string>,
  topics: readonly string[],
): WeightsResult {
  if (mode === 'equal' || !topics.length) return { ok: true, weights: null };
  const weights: TopicWeights = {};
  const errors: Record<string, string> = {};
  for (const topic of topics) {
    const text = (inputs[topic] ?? '').trim();
    const value = text === '' ? 0 : Number(text);
    if (!/^\d*$/.test(text) || value > TOPIC_WEIGHT_MAX) errors[topic] = ADMIN_MESSAGES.topicWeight;
    else if (value > 0) weights[topic] = value;
  }
  if (Object.keys(errors).length) return { ok: false, message: ADMIN_MESSAGES.topicWeight, errors };
  if (!Object.keys(weights).length)
    return { ok: false, message: ADMIN_MESSAGES.topicWeightsNone, errors: {} };
  return { ok: true, weights };
}
