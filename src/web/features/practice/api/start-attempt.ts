import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { withClockOffset } from './get-attempt';

export type StartAttemptInput = InferRequestType<typeof api.practice.quizzes.$post>['json'];

/** Starts an attempt at a level, or resumes its open one (same attempt, same deadline). */
export const startAttempt = async (json: StartAttemptInput) =>
  withClockOffset(await readJson(await api.practice.quizzes.$post({ json })));

export const useStartAttempt = () => useMutation({ mutationFn: startAttempt });
