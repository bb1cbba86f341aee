import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminKeys, adminRequest, adminUrl } from './http';
import type { AdminQuestionDto, QuestionPageDto } from '../../../../server/services/admin/types';
import type { QuestionInput } from '../../../../domain/question-rules';
import type { QuestionStatusFilter } from '../../../../domain/admin-rules';

export type { AdminQuestionDto, QuestionPageDto, QuestionInput, QuestionStatusFilter };
export type QuestionFilters = {
  examType: string;
  subject: string;
  /** A level 1–50, or undefined for all levels. */
  level?: number;
  status: QuestionStatusFilter;
  page: number;
  pageSize: number;
};

export const getQuestions = (f: QuestionFilters) =>
  adminRequest<QuestionPageDto>('/questions', { query: f });

export const questionsQueryOptions = (f: QuestionFilters) =>
  queryOptions({
    queryKey: [...adminKeys.questions, 'list', f],
    queryFn: () => getQuestions(f),
    placeholderData: keepPreviousData,
  });

export const useQuestions = (f: QuestionFilters) => useQuery(questionsQueryOptions(f));

/** The export download of the current filter (an upload-format CSV). */
export const questionsExportUrl = (f: Pick<QuestionFilters, 'examType' | 'subject' | 'level'>) =>
  adminUrl('/questions/export', { examType: f.examType, subject: f.subject, level: f.level });

export const createQuestion = (input: QuestionInput) =>
  adminRequest<AdminQuestionDto>('/questions', { method: 'POST', json: input });

export const updateQuestion = ({ id, input }: { id: string; input: QuestionInput }) =>
  adminRequest<AdminQuestionDto>(`/questions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
  });

export const approveQuestion = (id: string) =>
  adminRequest<AdminQuestionDto>(`/questions/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });

export const setQuestionActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  adminRequest<AdminQuestionDto>(`/questions/${encodeURIComponent(id)}/active`, {
    method: 'POST',
    json: { isActive },
  });

export const deleteQuestion = (id: string) =>
  adminRequest<void>(`/questions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Any change to a question refreshes every question list (Manage and Review) and the counts. */
export function useInvalidateQuestions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
    ]);
}

export function useCreateQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: createQuestion, onSuccess: invalidate });
}

export function useUpdateQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: updateQuestion, onSuccess: invalidate });
}

export function useApproveQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: approveQuestion, onSuccess: invalidate });
}

export function useSetQuestionActive() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: setQuestionActive, onSuccess: invalidate });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: invalidate });
}
