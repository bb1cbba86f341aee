import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptClient, resumeQueryOptions } from '../../../components/quiz/api/attempt-client';

/**
 * A level's quiz attempts through the shared attempt client: start (or resume the open one),
 * read, autosave, submit. Running attempts arrive stamped with the server clock's offset.
 */
export const practiceAttempts = attemptClient(api.practice.quizzes);

export const useStartAttempt = () => useMutation({ mutationFn: practiceAttempts.start });

export const resumeAttemptQueryOptions = (id: string) =>
  resumeQueryOptions(queryKeys.practice.attempt(id), () => practiceAttempts.resume(id));

export const useResumeAttempt = (id: string | null) =>
  useQuery({ ...resumeAttemptQueryOptions(id ?? ''), enabled: id !== null });
