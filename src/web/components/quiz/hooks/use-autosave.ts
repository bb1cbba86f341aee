import { useCallback, useEffect, useState } from 'react';
import { readAttemptLocal } from '../attempt-local';
import type { Answers, OptionKey, RunnerAttempt } from '../types';
import {
  createAutosaver,
  type AnswerSaving,
  type AutosaverOptions,
  type SaveStatus,
} from './autosaver';

/** The answers of a running attempt, saved to the server as the student goes. */
export function useAutosave(
  attempt: Pick<RunnerAttempt, 'attemptId' | 'answers'>,
  saving: AnswerSaving,
  onClosed: () => void,
  options?: AutosaverOptions,
) {
  // Answers a previous visit could not send win over the server's copy: they are newer.
  const [unsent] = useState(() => readAttemptLocal(attempt.attemptId).pending);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...attempt.answers, ...unsent }));
  const [status, setStatus] = useState<SaveStatus>(() =>
    Object.keys(unsent).length > 0 ? 'saving' : 'idle',
  );
  const [saver] = useState(() =>
    createAutosaver(attempt.attemptId, { ...unsent }, setStatus, saving, options),
  );

  // The saver lives as long as the attempt; it calls the latest callbacks.
  const { saveAnswers, saveAnswersOnExit } = saving;
  useEffect(
    () => saver.connect({ saveAnswers, saveAnswersOnExit }, onClosed),
    [saver, saveAnswers, saveAnswersOnExit, onClosed],
  );
  useEffect(() => saver.start(), [saver]);

  const choose = useCallback(
    (questionId: string, key: OptionKey) => {
      setAnswers((prev) => (prev[questionId] === key ? prev : { ...prev, [questionId]: key }));
      saver.change(questionId, key);
    },
    [saver],
  );

  return { answers, choose, status, saver };
}

export type { SaveStatus };
