import { TOPIC_WEIGHT_MAX, topicShares } from '../../../../../domain/topic-weights';
import type { WeightMode, WeightsResult } from '../utils/topic-weight-inputs';

const MODES: { value: WeightMode; label: string }[] = [
  { value: 'equal', label: 'Every topic alike' },
  { value: 'weighted', label: 'Weight the topics' },
];

/** A typed weight for the shares beside the inputs: a value the save would refuse counts 0. */
const shownWeight = (text = '') =>
  /^\d+$/.test(text.trim()) && Number(text) <= TOPIC_WEIGHT_MAX ? Number(text) : 0;

/**
 * How a mock paper spreads its questions over the syllabus topics: alike, or by a weight 0–100
 * per topic with each topic's share of the paper beside it. Controlled by the blueprint form.
 */
export function TopicWeightsField({
  topics,
  status,
  mode,
  onMode,
  inputs,
  onInput,
  result,
  stale,
}: {
  /** The exam × subject's syllabus topic names; null before an exam and subject are chosen. */
  topics: readonly string[] | null;
  status: 'pending' | 'error' | 'success';
  mode: WeightMode;
  onMode: (mode: WeightMode) => void;
  inputs: Record<string, string>;
  onInput: (topic: string, value: string) => void;
  /** The inputs checked, once the admin has tried to save; null before. */
  result: WeightsResult | null;
  /** Stored weights naming topics no longer on the syllabus (saving drops them). */
  stale: number;
}) {
  const errors = result && !result.ok ? result.errors : {};
  const shares = new Map(
    topicShares(
      Object.fromEntries((topics ?? []).map((t) => [t, shownWeight(inputs[t])])),
      topics ?? [],
    ).map((s) => [s.topic, s.percent]),
  );
  const noTopics = status === 'success' && topics?.length === 0;
  return (
    <fieldset className="space-y-2" aria-describedby="blueprint-weights-help">
      <legend className="text-sm font-medium">Topic spread of a mock paper</legend>
      <p id="blueprint-weights-help" className="text-xs text-muted-foreground">
        Weights are relative: a topic&apos;s share of the paper is its weight over the sum of all
        weights. A blank weight counts as 0 (that topic gets no questions unless the bank runs
        short).
      </p>
      <div className="flex flex-wrap gap-x-6">
        {MODES.map((m) => (
          <label key={m.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="blueprint-weight-mode"
              className="h-5 w-5"
              value={m.value}
              checked={mode === m.value}
              disabled={m.value === 'weighted' && noTopics}
              onChange={() => onMode(m.value)}
            />
            {m.label}
          </label>
        ))}
      </div>
      {topics === null ? (
        <p className="text-sm text-muted-foreground">
          Choose the exam type and subject to see its topics.
        </p>
      ) : status === 'pending' ? (
        <p className="text-sm text-muted-foreground">Loading topics…</p>
      ) : status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          The topics could not be loaded; the paper can still weigh every topic alike.
        </p>
      ) : noTopics ? (
        <p className="text-sm text-muted-foreground">
          No syllabus topics for this exam and subject yet: add them on the Topics tab to weigh
          them. Until then a mock draws from all of the subject&apos;s questions alike.
        </p>
      ) : mode === 'equal' ? (
        <p className="text-sm" data-testid="blueprint-weights-equal">
          Each of the {topics.length} topics gets about {Math.round(100 / topics.length)} % of the
          paper.
        </p>
      ) : (
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="blueprint-weights">
          {topics.map((topic, i) => {
            const id = `blueprint-weight-${i}`;
            const error = errors[topic];
            return (
              <li key={topic} className="flex items-center gap-2">
                <label htmlFor={id} className="min-w-0 flex-1 text-sm break-words">
                  {topic}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={TOPIC_WEIGHT_MAX}
                  step={1}
                  value={inputs[topic] ?? ''}
                  onChange={(e) => onInput(topic, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : `${id}-share`}
                  className="h-11 w-20 rounded-lg border border-input bg-background px-2 text-base tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
                />
                <span id={`${id}-share`} className="w-12 text-right text-sm tabular-nums">
                  {shares.get(topic) ?? 0} %
                </span>
                {error ? (
                  <span id={`${id}-error`} className="sr-only">
                    {error}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      ) : null}
      {stale && mode === 'weighted' ? (
        <p className="text-sm text-amber-800">
          {stale === 1 ? 'One stored weight names a topic' : `${stale} stored weights name topics`}{' '}
          no longer on the syllabus; saving drops {stale === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
    </fieldset>
  );
}
