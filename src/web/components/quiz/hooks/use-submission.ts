import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isRetryable } from '../../../lib/api-errors';
import type { Answers } from '../types';

/**
 * The submit of an attempt: retried while it may still succeed (the submit is idempotent, so a
 * flaky connection must not lose a finished attempt) and paused while the phone is offline. The
 * result is handed on once, however many paths ask (the student, the timer, a closed attempt),
 * and even if the runner has gone meanwhile.
 */
export function useSubmission<R>(
  submit: (answers: Answers) => Promise<R>,
  onSubmitted: (result: R) => void,
) {
  const [submitted, setSubmitted] = useState(false);
  const done = useRef(false);
  const { mutate, isPending, isPaused } = useMutation({
    mutationFn: submit,
    retry: (count, error) => isRetryable(error) && count < 6,
    retryDelay: (attempt) => Math.min(15_000, 1000 * 2 ** attempt),
    onSuccess: (result) => {
      if (done.current) return;
      done.current = true;
      setSubmitted(true);
      onSubmitted(result);
    },
  });

  const send = useCallback(
    (answers: Answers, onError: (error: unknown) => void) => {
      if (!done.current && !isPending) mutate(answers, { onError });
    },
    [mutate, isPending],
  );

  return { send, submitted, pending: isPending, paused: isPaused };
}
