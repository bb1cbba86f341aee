import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { AttemptQuestion, AttemptResult, SubmittedResult } from './types';

/**
 * A practice submit answers without the question texts and options the phone already has
 * (ADR 0011): this puts back the texts, options and passages this phone showed, by question id.
 */
export function withQuestionTexts(
  submitted: SubmittedResult,
  questions: readonly AttemptQuestion[],
  passages?: AttemptResult['passages'],
): AttemptResult {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    ...submitted,
    questions: submitted.questions.map((q) => {
      const shown = byId.get(q.id);
      return {
        ...q,
        questionText: shown?.questionText ?? '',
        options: shown?.options ?? [],
        ...(shown?.passageId ? { passageId: shown.passageId } : {}),
        ...(shown?.image ? { image: shown.image } : {}),
      };
    }),
    ...(passages?.length ? { passages: [...passages] } : {}),
  };
}

type Level = Pick<AttemptResult, 'examType' | 'subject' | 'level'>;

/**
 * A submitted attempt changes progress, level cards, dashboard, streak and profile, and may earn
 * achievements and notifications.
 */
export function invalidateAfterSubmit(
  queryClient: QueryClient,
  { examType, subject, level }: Level,
) {
  for (const queryKey of [
    queryKeys.practice.subjectsAll,
    queryKeys.practice.levelsAll,
    queryKeys.practice.result(examType, subject, level),
    queryKeys.dashboard,
    queryKeys.streak,
    queryKeys.profile,
    queryKeys.achievements,
    queryKeys.notifications,
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** After the runner's submit: the whole result is cached for the results page, the rest refreshed. */
export function useAttemptSubmitted() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: AttemptResult) => {
      invalidateAfterSubmit(queryClient, result);
      // Set after the invalidation, so the cached result counts as fresh.
      queryClient.setQueryData(
        queryKeys.practice.result(result.examType, result.subject, result.level),
        result,
      );
    },
    [queryClient],
  );
}
