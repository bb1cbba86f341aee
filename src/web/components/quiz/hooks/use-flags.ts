import { useCallback, useState } from 'react';
import { readAttemptLocal, writeAttemptLocal } from '../attempt-local';

/** "Flag for review" marks of one attempt, kept on the phone (they never affect the score). */
export function useFlags(attemptId: string) {
  const [flags, setFlags] = useState<ReadonlySet<string>>(
    () => new Set(readAttemptLocal(attemptId).flags),
  );
  const toggle = useCallback(
    (questionId: string) =>
      setFlags((prev) => {
        const next = new Set(prev);
        if (!next.delete(questionId)) next.add(questionId);
        writeAttemptLocal(attemptId, { flags: [...next] });
        return next;
      }),
    [attemptId],
  );
  return [flags, toggle] as const;
}
