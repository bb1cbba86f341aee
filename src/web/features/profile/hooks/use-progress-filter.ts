import { useCallback, useMemo, useState } from 'react';
import {
  initialFilter,
  progressOptions,
  reduceFilter,
  type FilterAction,
  type ProgressFilter,
  type ProgressSeries,
} from '../../../../domain/profile-progress';

/**
 * The Exam and Topic Progress selectors' one shared state, moved only by the cascade of spec §4
 * (domain/profile-progress.ts). Until the student picks something it follows the series (the
 * most recently practised exam and subject, also after a refresh brings the first quiz); once
 * they do, their choice is kept.
 */
export function useProgressFilter(series: ProgressSeries) {
  const options = useMemo(() => progressOptions(series), [series]);
  const [chosen, setChosen] = useState<ProgressFilter | null>(null);
  const filter = chosen ?? initialFilter(series);
  const dispatch = useCallback(
    (action: FilterAction) =>
      setChosen((f) => reduceFilter(f ?? initialFilter(series), action, options)),
    [series, options],
  );
  return { options, filter, dispatch };
}
