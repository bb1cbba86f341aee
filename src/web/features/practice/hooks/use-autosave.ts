import { useCallback, useEffect, useState } from 'react';
import type { ClientQuiz } from '../api/keys';
import { readAttemptLocal } from './attempt-storage';
import { createAutosaver, type SaveStatus } from './autosaver';

/** The answers of a running quiz, saved to the server as the student goes. */
export function useAutosave(quiz: ClientQuiz, onClosed: () => void) {
  // Answers a previous visit could not send win over the server's copy: they are newer.
  const [unsent] = useState(() => readAttemptLocal(quiz.attemptId).pending);
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({
    ...quiz.answers,
    ...unsent,
  }));
  const [status, setStatus] = useState<SaveStatus>(() =>
    Object.keys(unsent).length > 0 ? 'saving' : 'idle',
  );
  const [saver] = useState(() => createAutosaver(quiz.attemptId, { ...unsent }, setStatus));

  useEffect(() => saver.start(), [saver]);
  useEffect(() => saver.setOnClosed(onClosed), [saver, onClosed]);

  const choose = useCallback(
    (questionId: string, key: string) => {
      setAnswers((prev) => (prev[questionId] === key ? prev : { ...prev, [questionId]: key }));
      saver.change(questionId, key);
    },
    [saver],
  );

  return { answers, choose, status, saver };
}

export type { SaveStatus };
