import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many questions a retry quiz of the subject would ask now, and the open one if any. */
export const getMistakes = async (examType: string, subject: string) =>
  readJson(
    await api.mistakes.exams[':examType'].subjects[':subject'].$get({
      param: { examType, subject },
    }),
  );

export const mistakesQueryOptions = (examType: string, subject: string) =>
  // Any quiz submitted meanwhile (practice or retry) changes the pool: always ask the server.
  queryOptions({
    queryKey: queryKeys.mistakes.pool(examType, subject),
    queryFn: () => getMistakes(examType, subject),
    staleTime: 0,
    gcTime: 0,
  });

export const useMistakes = (examType: string, subject: string) =>
  useQuery(mistakesQueryOptions(examType, subject));
