import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Questions waiting for review (AI-generated), newest first, at most PENDING_LIMIT; examType '' means every exam. */
export const getPendingQuestions = async (examType: string) =>
  readJson(await api.admin.questions.pending.$get({ query: { examType: examType || undefined } }));

// Under queryKeys.admin.questions so every question mutation refreshes the Review list too.
export const pendingQuestionsQueryOptions = (examType: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.questions, 'pending', examType],
    queryFn: () => getPendingQuestions(examType),
  });

export const usePendingQuestions = (examType: string) =>
  useQuery(pendingQuestionsQueryOptions(examType));
