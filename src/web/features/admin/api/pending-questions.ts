import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { AdminQuestionDto } from '../../../../server/services/admin/types';

/** Questions waiting for review (AI-generated), newest first, at most PENDING_LIMIT; examType '' means every exam. */
export const getPendingQuestions = (examType: string) =>
  adminRequest<AdminQuestionDto[]>('/questions/pending', { query: { examType } });

// Under adminKeys.questions so every question mutation refreshes the Review list too.
export const pendingQuestionsQueryOptions = (examType: string) =>
  queryOptions({
    queryKey: [...adminKeys.questions, 'pending', examType],
    queryFn: () => getPendingQuestions(examType),
  });

export const usePendingQuestions = (examType: string) =>
  useQuery(pendingQuestionsQueryOptions(examType));
