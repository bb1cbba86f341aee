import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { ReviewFlagFilter } from '../../../../../domain/admin-rules';
import { useInvalidatingMutation } from '../../kit/api';

/** Review's filter: an exam type ('' for every exam) and the generation checks' flags. */
export type PendingFilter = { examType: string; flags: ReviewFlagFilter };

/** Questions waiting for review (AI-generated), newest first, at most PENDING_LIMIT. */
export const getPendingQuestions = async ({ examType, flags }: PendingFilter) =>
  readJson(
    await api.admin.questions.pending.$get({ query: { examType: examType || undefined, flags } }),
  );

// Under queryKeys.admin.questions so every question mutation refreshes the Review list too.
export const pendingQuestionsQueryOptions = (filter: PendingFilter) =>
  queryOptions({
    queryKey: [...queryKeys.admin.questions, 'pending', filter],
    queryFn: () => getPendingQuestions(filter),
  });

export const usePendingQuestions = (filter: PendingFilter) =>
  useQuery(pendingQuestionsQueryOptions(filter));

/** Approves every unflagged pending question of the exam ('' for all); lists refresh. */
export const approveUnflagged = async (examType: string) =>
  readJson(
    await api.admin.questions['approve-unflagged'].$post({
      json: { examType: examType || undefined },
    }),
  );

export const useApproveUnflagged = () =>
  useInvalidatingMutation(approveUnflagged, [queryKeys.admin.questions]);
