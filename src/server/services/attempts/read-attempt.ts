import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade, type Grade } from '../../../domain/quiz';
import type { UserCtx } from '../context';
import type { AnyAttemptKind, AttemptRow } from './attempt-kind';
import { loadAttempt, loadLatestSubmitted } from './attempt-store';
import {
  attemptResult,
  overdueAttempt,
  runningAttempt,
  type AttemptResult,
  type OverdueAttempt,
  type RunningAttempt,
} from './attempt-views';

export type AttemptState<R = AttemptResult> = RunningAttempt | R | OverdueAttempt;

/**
 * Reads the owner's attempt to resume or review it. Reading never writes (ADR 0012): an attempt
 * still open past its deadline + grace reads as `overdue`, and the client submits it (POST),
 * which grades what was saved. A submitted attempt reads as `format` makes it: the full review
 * by default; a kind whose keys stay secret after its submit (a competition entry) passes its own.
 */
export async function readAttempt<R = AttemptResult>({
  ctx,
  kind,
  input: { attemptId },
  format = attemptResult as unknown as (attempt: AttemptRow, graded: Grade) => R,
}: {
  ctx: UserCtx;
  kind: AnyAttemptKind;
  input: { attemptId: string };
  format?: (attempt: AttemptRow, graded: Grade) => R;
}): Promise<AttemptState<R>> {
  const loaded = await loadAttempt(ctx.db, kind, ctx.userId, attemptId);
  if (!loaded) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
  const { attempt, bank } = loaded;
  if (attempt.completedAt) return format(attempt, grade(bank, attempt.answers));
  if (!acceptsAnswers(attempt.deadlineAt, ctx.now)) return overdueAttempt(attempt);
  return runningAttempt(attempt, bank, ctx.now);
}

/** The owner's latest submitted attempt of a target (results page after a reload or a link). */
export async function readLatestResult({
  ctx,
  kind,
  input: { target },
}: {
  ctx: UserCtx;
  kind: AnyAttemptKind;
  input: { target: string };
}): Promise<AttemptResult> {
  const loaded = await loadLatestSubmitted(ctx.db, kind, ctx.userId, target);
  if (!loaded) throw new AppError('NOT_FOUND', 'No completed quiz for this level yet.');
  return attemptResult(loaded.attempt, grade(loaded.bank, loaded.attempt.answers));
}
