import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useInvalidatingMutation } from '../../kit/api';

const reports = api.admin.reports;

/** Questions with open student reports, most reported first, with counts per reason and notes. */
export const getReportedQuestions = async () => readJson(await reports.$get());

export const reportedQuestionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.questionReports, queryFn: getReportedQuestions });

export const useReportedQuestions = () => useQuery(reportedQuestionsQueryOptions());

export type ReportedQuestion = Awaited<ReturnType<typeof getReportedQuestions>>[number];

/** "Mark fixed" (reporters are notified) or "Dismiss" every open report of a question. */
export const resolveReports = async ({
  questionId,
  outcome,
}: {
  questionId: string;
  outcome: 'fix' | 'dismiss';
}) => readJson(await reports[':questionId'][outcome].$post({ param: { questionId } }));

export const useResolveReports = () =>
  useInvalidatingMutation(resolveReports, [queryKeys.admin.questionReports]);
