import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { practiceKeys, type SubjectSummary } from './keys';

export const getSubjects = async (examType: string) =>
  readJson<SubjectSummary[]>(
    await api.practice.exams[':examType'].subjects.$get({ param: { examType } }),
  );

export const subjectsQueryOptions = (examType: string) =>
  queryOptions({ queryKey: practiceKeys.subjects(examType), queryFn: () => getSubjects(examType) });

export const useSubjects = (examType: string) => useQuery(subjectsQueryOptions(examType));
