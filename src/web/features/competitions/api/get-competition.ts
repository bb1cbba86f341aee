import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';
import { nextRefreshMs } from '../hooks/competition-time';
import { retryUnlessPremium } from './get-competitions';

/** One competition with the caller's registration and entry, on the server's clock. */
export const getCompetition = async (id: string) => {
  const detail = await readJson(await api.competitions[':id'].$get({ param: { id } }));
  return { ...detail, clockOffsetMs: clockOffset(detail.serverNow) };
};

export const competitionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.competitions.detail(id),
    queryFn: () => getCompetition(id),
    retry: retryUnlessPremium,
    staleTime: 5_000,
    // Read again as it starts, ends and shows its answers: the screen follows the server.
    refetchInterval: (query) => {
      const c = query.state.data;
      return c
        ? nextRefreshMs([c.startTime, c.endTime, c.answersRevealAt], c.clockOffsetMs)
        : false;
    },
  });

export const useCompetition = (id: string) => useQuery(competitionQueryOptions(id));
