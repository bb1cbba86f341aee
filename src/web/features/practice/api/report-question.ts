import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const reports = api.practice.questions[':id'].reports;
export type ReportInput = InferRequestType<typeof reports.$post>['json'];

/** The questions of an attempt the student has reported already. */
export const getAttemptReports = async (attemptId: string) =>
  readJson(await api.practice.quizzes[':id'].reports.$get({ param: { id: attemptId } }));

export const attemptReportsQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: queryKeys.practice.attemptReports(attemptId),
    queryFn: () => getAttemptReports(attemptId),
  });

export const useAttemptReports = (attemptId: string) =>
  useQuery(attemptReportsQueryOptions(attemptId));

/** "Report a problem" with a question of a finished quiz: once per student and question. */
export const reportQuestion = async ({ id, input }: { id: string; input: ReportInput }) =>
  readJson(await reports.$post({ param: { id }, json: input }));

export function useReportQuestion(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: attemptReportsQueryOptions(attemptId).queryKey }),
  });
}
