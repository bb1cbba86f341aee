import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { practiceKeys, stampClock, type QuizState } from './keys';

/** A running attempt (to resume it) or, once finished or expired, its result. */
export const getQuiz = async (id: string) =>
  stampClock(await readJson<QuizState>(await api.practice.quizzes[':id'].$get({ param: { id } })));

export const quizQueryOptions = (id: string) =>
  // Always ask the server: the time left and the saved answers must be fresh.
  queryOptions({
    queryKey: practiceKeys.quiz(id),
    queryFn: () => getQuiz(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

export const useQuiz = (id: string | null) =>
  useQuery({ ...quizQueryOptions(id ?? ''), enabled: id !== null });
