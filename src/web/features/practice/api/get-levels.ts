import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getLevels = async (examType: string, subject: string) =>
  readJson(
    await api.practice.exams[':examType'].subjects[':subject'].levels.$get({
      param: { examType, subject },
    }),
  );

export const levelsQueryOptions = (examType: string, subject: string) =>
  queryOptions({
    queryKey: queryKeys.practice.levels(examType, subject),
    queryFn: () => getLevels(examType, subject),
  });

export const useLevels = (examType: string, subject: string) =>
  useQuery(levelsQueryOptions(examType, subject));
