import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { hasCode } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';
import { COMPETITION_LIMITS } from '../../../../domain/competitions';
import { nextRefreshMs } from '../hooks/competition-time';

/** The student's list with its tabs and counts (PREMIUM_REQUIRED: the gate), on the server's clock. */
export const getCompetitions = async () => {
  const list = await readJson(await api.competitions.$get());
  return { ...list, clockOffsetMs: clockOffset(list.serverNow) };
};

/** Premium, or a competition that is not there, is not a glitch: asking again changes nothing. */
export const retryUnlessPremium = (count: number, error: unknown) =>
  count < 1 &&
  !hasCode(error, 'PREMIUM_REQUIRED') &&
  !hasCode(error, 'NOT_FOUND') &&
  !hasCode(error, 'VALIDATION_FAILED');

export const competitionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.competitions.list,
    queryFn: getCompetitions,
    retry: retryUnlessPremium,
    // Every 60 s while one is live (spec §7), and as the next one starts or ends, so a card's
    // button turns into "Enter Competition Now" on time.
    refetchInterval: (query) => {
      const list = query.state.data;
      if (!list) return false;
      return nextRefreshMs(
        list.competitions.flatMap((c) => [c.startTime, c.endTime, c.registrationClosesAt]),
        list.clockOffsetMs,
        { everyMs: list.anyLive ? COMPETITION_LIMITS.listRefreshMs : undefined },
      );
    },
  });

export const useCompetitions = () => useQuery(competitionsQueryOptions());
