import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { practiceSend } from './http';
import { practiceKeys, type QuizQuestion, type QuizResult, type SubmittedResult } from './keys';

/**
 * Grades the attempt on the server; idempotent, so a retry returns the same result. The server
 * leaves out the question texts and options this phone already has; they are put back here.
 */
export async function submitQuiz({
  id,
  answers,
  questions,
}: {
  id: string;
  answers: Record<string, string>;
  questions: QuizQuestion[];
}): Promise<QuizResult> {
  const submitted = await practiceSend<SubmittedResult>(
    'POST',
    `/quizzes/${encodeURIComponent(id)}/submit`,
    { answers },
  );
  return withQuestionTexts(submitted, questions);
}

export function withQuestionTexts(
  submitted: SubmittedResult,
  questions: readonly QuizQuestion[],
): QuizResult {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    ...submitted,
    questions: submitted.questions.map((q) => {
      const shown = byId.get(q.id);
      return { ...q, questionText: shown?.questionText ?? '', options: shown?.options ?? [] };
    }),
  };
}

/** A finished quiz changes progress, levels, the dashboard and the streak; its result is cached. */
export function onQuizFinished(queryClient: QueryClient, result: QuizResult) {
  queryClient.setQueryData(
    practiceKeys.result(result.examType, result.subject, result.level),
    result,
  );
  for (const queryKey of [
    practiceKeys.subjectsAll,
    practiceKeys.levelsAll,
    practiceKeys.dashboard,
    practiceKeys.streak,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    // Safe to repeat (idempotent); a flaky connection must not lose a finished quiz. Offline, the
    // mutation pauses and resumes when the phone is back online.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 6,
    retryDelay: (attempt) => Math.min(15_000, 1000 * 2 ** attempt),
    onSuccess: (result) => onQuizFinished(queryClient, result),
  });
}
