import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSubjects = async (examType: string) =>
  readJson(await api.practice.exams[':examType'].subjects.$get({ param: { examType } }));

export const subjectsQueryOptions = (examType: string) =>
  queryOptions({
    queryKey: queryKeys.practice.subjects(examType),
    queryFn: () => getSubjects(examType),
  });

export const useSubjects = (examType: string) => useQuery(subjectsQueryOptions(examType));
