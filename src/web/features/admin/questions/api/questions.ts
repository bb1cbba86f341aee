import { useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { API_BASE, api, readJson, readNoContent } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { AdminQuestionDto, QuestionPageDto } from '../../../../../server/services/admin/types';
import type { QuestionStatusFilter } from '../../../../../domain/admin-rules';
import type { ItemStats } from '../../../../../domain/item-stats';
import { pagedQueryOptions, useInvalidatingMutation } from '../../kit/api';

export type { AdminQuestionDto, ItemStats, QuestionPageDto, QuestionStatusFilter };

const questions = api.admin.questions;
/** The Manage tab's list query as the route takes it: strings, a blank value counts as absent. */
export type QuestionFilters = InferRequestType<typeof questions.$get>['query'];
type ExportFilter = InferRequestType<typeof questions.export.$get>['query'];
type QuestionInput = InferRequestType<typeof questions.$post>['json'];

export const getQuestions = async (f: QuestionFilters) =>
  readJson(await questions.$get({ query: f }));

export const questionsQueryOptions = (f: QuestionFilters) =>
  pagedQueryOptions([...queryKeys.admin.questions, 'list'], f, getQuestions);

export const useQuestions = (f: QuestionFilters) => useQuery(questionsQueryOptions(f));

/**
 * The export download of the current filter (an upload-format CSV), for a link's href. `$path`
 * is relative to the typed client's base ('/api'); `$url` needs an absolute base.
 */
export const questionsExportUrl = (f: ExportFilter) =>
  `${API_BASE}${questions.export.$path({ query: f })}`;

export const createQuestion = async (input: QuestionInput) =>
  readJson(await questions.$post({ json: input }));

export const updateQuestion = async ({ id, input }: { id: string; input: QuestionInput }) =>
  readJson(await questions[':id'].$patch({ param: { id }, json: input }));

export const approveQuestion = async (id: string) =>
  readJson(await questions[':id'].approve.$post({ param: { id } }));

export const setQuestionActive = async ({ id, isActive }: { id: string; isActive: boolean }) =>
  readJson(await questions[':id'].active.$post({ param: { id }, json: { isActive } }));

export const deleteQuestion = async (id: string) =>
  readNoContent(await questions[':id'].$delete({ param: { id } }));

/** Any change to a question refreshes every question list (Manage and Review) and the counts. */
const QUESTIONS = [queryKeys.admin.questions, queryKeys.admin.summary];
export const useCreateQuestion = () => useInvalidatingMutation(createQuestion, QUESTIONS);
export const useUpdateQuestion = () => useInvalidatingMutation(updateQuestion, QUESTIONS);
export const useApproveQuestion = () => useInvalidatingMutation(approveQuestion, QUESTIONS);
export const useSetQuestionActive = () => useInvalidatingMutation(setQuestionActive, QUESTIONS);
export const useDeleteQuestion = () => useInvalidatingMutation(deleteQuestion, QUESTIONS);
