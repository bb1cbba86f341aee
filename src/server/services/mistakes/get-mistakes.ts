import { retryTimeLimitSeconds } from '../../../domain/mistakes';
import type { UserCtx } from '../context';
import { drawMistakes, retryAttempt, type RetryTarget } from './retry-kind';

export type MistakesSummary = RetryTarget & {
  /** How many questions a retry quiz started now would ask (0: nothing to retry). */
  questionCount: number;
  timeLimitSeconds: number;
  /** A retry quiz of the subject still open (to resume), if any. */
  openAttempt: { attemptId: string; deadlineAt: string } | null;
};

/**
 * What a retry quiz of the subject would be, before starting one: the same reads as a start
 * (the open attempt, the pool, its askable questions), and no write.
 */
export async function getMistakes({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: RetryTarget;
}): Promise<MistakesSummary> {
  const gate = await retryAttempt.gate(ctx, input, retryAttempt.target(input));
  const { questions } = await drawMistakes(ctx.db, input, gate);
  return {
    ...input,
    questionCount: questions.length,
    timeLimitSeconds: retryTimeLimitSeconds(questions.length),
    openAttempt: gate.open
      ? { attemptId: gate.open.id, deadlineAt: new Date(gate.open.deadlineAt).toISOString() }
      : null,
  };
}
