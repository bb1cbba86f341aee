import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';

/** Stamped with the server clock's offset as it arrives, so a card's time left is the server's. */
export const getLevels = async (examType: string, subject: string) => {
  const list = await readJson(
    await api.practice.exams[':examType'].subjects[':subject'].levels.$get({
      param: { examType, subject },
    }),
  );
  return { ...list, clockOffsetMs: clockOffset(list.serverNow) };
};

export const levelsQueryOptions = (examType: string, subject: string) =>
  queryOptions({
    queryKey: queryKeys.practice.levels(examType, subject),
    queryFn: () => getLevels(examType, subject),
  });

export const useLevels = (examType: string, subject: string) =>
  useQuery(levelsQueryOptions(examType, subject));
