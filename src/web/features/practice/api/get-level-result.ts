import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AttemptResult } from './types';

/** The latest submitted attempt of a level, so a reload or a shared link never loses a result. */
export const getLevelResult = async (examType: string, subject: string, level: number) =>
  readJson(
    await api.practice.results[':examType'][':subject'][':level'].$get({
      param: { examType, subject, level: String(level) },
    }),
  );

export const levelResultQueryOptions = (examType: string, subject: string, level: number) =>
  queryOptions({
    queryKey: queryKeys.practice.result(examType, subject, level),
    queryFn: () => getLevelResult(examType, subject, level),
    retry: false, // a 404 means "no result yet", not a glitch
  });

export const useLevelResult = (
  examType: string,
  subject: string,
  level: number,
  initialData?: AttemptResult,
) => useQuery({ ...levelResultQueryOptions(examType, subject, level), initialData });
