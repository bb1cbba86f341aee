import { AppError } from '../../lib/errors';
import { OPTION_KEYS } from '../../../domain/questions';
import type { JsonText } from '../../lib/json-text';
import type { UserCtx } from '../context';
import type { AttemptKind, OpenAttempt } from './attempt-kind';
import { remember, storeOf } from './attempt-store';
import { runningAttemptJson, type RunningAttempt } from './attempt-views';
import { readAttempt } from './read-attempt';
import { submitAttempt } from './submit-attempt';

/** How often a start retries when another start of the same target got in first. */
const MAX_PASSES = 3;

/**
 * Starts (or resumes) the owner's attempt of a target. The kind checks and plans it (one read:
 * the open attempt, what the kind needs, the version of the questions, which come from the
 * process's cache when it holds that version); the engine records it with its server deadline
 * and returns the questions without keys. An open attempt of the same target is resumed; one
 * past its deadline is submitted first and a new one started. A unique index allows one open
 * attempt per owner, kind and target, so two starts at once open one attempt and the second
 * resumes it.
 */
export async function startAttempt<Input, Gate extends { open: OpenAttempt | null }>({
  ctx,
  kind,
  input,
}: {
  ctx: UserCtx;
  kind: AttemptKind<Input, Gate>;
  input: Input;
}): Promise<RunningAttempt | JsonText<RunningAttempt>> {
  const { db, userId, now } = ctx;
  const target = kind.target(input);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const gate = await kind.gate(ctx, input, target);
    if (gate.open) {
      const { id: attemptId, deadlineAt } = gate.open;
      if (now.getTime() < new Date(deadlineAt).getTime()) {
        const resumed = await readAttempt({ ctx, kind, input: { attemptId } });
        if (resumed.status === 'in_progress') return resumed;
      } else await submitAttempt({ ctx, kind, input: { attemptId } });
      continue; // the open attempt is submitted now: read again and start a new one
    }

    const plan = await kind.plan(ctx, input, gate);
    const attempt = {
      examType: plan.examType,
      subject: plan.subject,
      level: plan.level,
      questions: plan.questions.map((q) => ({ id: q.id, optionOrder: [...OPTION_KEYS] })),
      answers: {},
      startedAt: now,
      deadlineAt: new Date(now.getTime() + plan.timeLimitSeconds * 1000),
      paper: plan.paper ?? null,
    };
    const [inserted] = await storeOf(kind).insert.rows<{ id: string }>(db, {
      userId,
      target,
      examType: plan.examType,
      subject: plan.subject,
      level: plan.level,
      questions: JSON.stringify(attempt.questions),
      startedAt: now.toISOString(),
      deadlineAt: attempt.deadlineAt.toISOString(),
      total: plan.questions.length,
      paper: attempt.paper && JSON.stringify(attempt.paper),
    });
    if (!inserted) continue; // another start of this target got in first: resume that one
    const row = {
      ...attempt,
      id: inserted.id,
      userId,
      kind: kind.name,
      target,
      completedAt: null,
      score: null,
      correctAnswers: null,
      totalQuestions: plan.questions.length,
      timeTaken: null,
      topicResults: null,
      missed: null,
      createdAt: now,
      updatedAt: now,
    };
    remember(db, row, plan.bankVersion);
    return runningAttemptJson(row, plan.questions, now);
  }
  throw new AppError('CONFLICT', 'This quiz is being started elsewhere. Please try again.');
}
