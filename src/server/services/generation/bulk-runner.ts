import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { generationJobSets, generationJobs, questions } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import {
  MAX_SET_ATTEMPTS,
  UNKNOWN_ERROR,
  retryDelaySeconds,
} from '../../../domain/generation-jobs';
import { draftSet, storeSet, type GenerateSetInput } from './generate-set';
import { ModelCallError, type QuestionModel, type TokenUsage } from './question-model';

export type RunnerOptions = {
  /** How long a claim lives without renewal; renewed every third of it while a set runs. */
  leaseSeconds: number;
  /** How often the runner looks for work. */
  pollMs: number;
  /** The first retry's delay after a 429/5xx/timeout (doubling after each try). */
  retryBaseSeconds: number;
  /**
   * The embedded database is opened by one process only: claims left running by an earlier
   * life of this process are released at start, instead of waiting for their lease to end.
   */
  releaseOrphansAtStart: boolean;
};

type Claim = GenerateSetInput & { jobId: string; attempts: number; token: string };

/** The claim was taken over (its lease ended while the model worked): nothing is stored. */
class LostClaim extends Error {}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims the job's next set for this process (ADR 0027): the job row is locked first, so the
 * running sets counted against its concurrency are those of every process; then the first
 * pending set (or a running one whose lease ended: its process died) is taken with FOR UPDATE
 * SKIP LOCKED under a fresh claim token. No claim while the token budget is spent.
 */
export async function claimSet(db: Db, jobId: string, leaseSeconds: number): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const job = rowsOf<{ concurrency: number }>(
      await tx.execute(sql`
        select concurrency from ${generationJobs}
         where id = ${jobId} and status = 'running' and tokens_used < token_budget
         for update`),
    )[0];
    if (!job) return null;
    const token = randomUUID();
    const claimed = rowsOf<{
      exam_type: string;
      subject: string;
      level: number;
      question_count: number;
      time_limit_minutes: number;
      attempts: number;
    }>(
      await tx.execute(sql`
        update ${generationJobSets} s
           set status = 'running', attempts = s.attempts + 1, claim_token = ${token},
               lease_until = now() + make_interval(secs => ${leaseSeconds})
          from (select job_id, exam_type, subject, level from ${generationJobSets}
                 where job_id = ${jobId}
                   and ((status = 'pending' and (not_before is null or not_before <= now()))
                        or (status = 'running' and lease_until <= now()))
                   and (select count(*) from ${generationJobSets}
                         where job_id = ${jobId} and status = 'running' and lease_until > now())
                       < ${job.concurrency}
                 order by position
                 limit 1
                 for update skip locked) pick
         where s.job_id = pick.job_id and s.exam_type = pick.exam_type
           and s.subject = pick.subject and s.level = pick.level
        returning s.exam_type, s.subject, s.level, s.question_count, s.time_limit_minutes,
                  s.attempts`),
    )[0];
    if (!claimed) return null;
    return {
      jobId,
      token,
      examType: claimed.exam_type,
      subject: claimed.subject,
      level: Number(claimed.level),
      questionCount: Number(claimed.question_count),
      timeLimitMinutes: Number(claimed.time_limit_minutes),
      attempts: Number(claimed.attempts),
    };
  });
}

/**
 * The job's request rate, shared by every process: each model request reserves the next slot
 * (60 / requests-per-minute seconds after the last) on the job row and waits for it.
 */
async function waitForSlot(db: Db, jobId: string, signal: AbortSignal) {
  const row = rowsOf<{ wait_ms: number }>(
    await db.execute(sql`
      update ${generationJobs}
         set next_call_at = greatest(next_call_at, now()) + make_interval(secs => 60.0 / requests_per_minute)
       where id = ${jobId}
      returning (extract(epoch from (next_call_at - now())) * 1000
                 - 60000.0 / requests_per_minute)::float8 as wait_ms`),
  )[0];
  const wait = Math.max(0, Number(row?.wait_ms ?? 0));
  if (wait > 0) await sleep(wait, signal);
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The model, paced by the job's request rate and stopped when the runner stops. */
function pacedModel(model: QuestionModel, db: Db, jobId: string, signal: AbortSignal) {
  const paced: QuestionModel = {
    model: model.model,
    async object(request) {
      await waitForSlot(db, jobId, signal);
      return model.object({ ...request, abortSignal: signal });
    },
  };
  return paced;
}

const tokensOf = (u: TokenUsage) => u.inputTokens + u.outputTokens;
const mine = (claim: Claim) =>
  and(
    eq(generationJobSets.jobId, claim.jobId),
    eq(generationJobSets.examType, claim.examType),
    eq(generationJobSets.subject, claim.subject),
    eq(generationJobSets.level, claim.level),
    eq(generationJobSets.claimToken, claim.token),
    eq(generationJobSets.status, 'running'),
  );

/** Ends a set this process holds (done, skipped or failed) and adds to the job's counters. */
async function finishSet(
  tx: Tx,
  claim: Claim,
  fields: {
    status: 'done' | 'skipped' | 'failed';
    created?: number;
    flagged?: number;
    dropped?: number;
    message?: string | null;
  },
  usage: TokenUsage,
) {
  const ended = await tx
    .update(generationJobSets)
    .set({
      created: 0,
      flagged: 0,
      dropped: 0,
      message: null,
      ...fields,
      tokens: tokensOf(usage),
      claimToken: null,
      leaseUntil: null,
      finishedAt: sql`now()`,
    })
    .where(mine(claim))
    .returning({ level: generationJobSets.level });
  if (ended.length === 0) throw new LostClaim();
  await addToJob(tx, claim.jobId, usage, fields.created ?? 0);
}

/** Adds tokens and questions to the job; at the token budget the job stops. */
async function addToJob(tx: Tx, jobId: string, usage: TokenUsage, created: number) {
  await tx
    .update(generationJobs)
    .set({
      tokensUsed: sql`${generationJobs.tokensUsed} + ${tokensOf(usage)}`,
      questionsCreated: sql`${generationJobs.questionsCreated} + ${created}`,
    })
    .where(eq(generationJobs.id, jobId));
  await tx.execute(sql`
    update ${generationJobs}
       set status = 'stopped', finished_at = now(),
           stop_reason = 'Token budget reached: ' || tokens_used || ' of ' || token_budget || ' tokens used.'
     where id = ${jobId} and status in ('running', 'paused') and tokens_used >= token_budget`);
}

/** Tokens of calls whose set this process no longer holds. */
async function addTokens(db: Db, jobId: string, usage: TokenUsage) {
  if (tokensOf(usage) === 0) return;
  await db
    .update(generationJobs)
    .set({ tokensUsed: sql`${generationJobs.tokensUsed} + ${tokensOf(usage)}` })
    .where(eq(generationJobs.id, jobId));
}

/** A running job whose every set has ended is complete. */
export async function completeIfDone(db: Db | Tx, jobId: string) {
  await db.execute(sql`
    update ${generationJobs} set status = 'completed', finished_at = now()
     where id = ${jobId} and status = 'running'
       and not exists (select 1 from ${generationJobSets}
                        where job_id = ${jobId} and status in ('pending', 'running'))`);
}

/**
 * Runs one claimed set: skipped when the level already holds enough active or pending
 * questions; otherwise drafted by the model (paced), then stored together with the set's result
 * and the job's counters, only while this process still holds the claim. A 429/5xx/timeout puts
 * the set back with a growing delay, up to MAX_SET_ATTEMPTS tries; any other error ends it
 * failed with its message.
 */
export async function runSet({
  db,
  model,
  claim,
  options,
  signal,
  log,
}: {
  db: Db;
  model: QuestionModel;
  claim: Claim;
  options: Pick<RunnerOptions, 'leaseSeconds' | 'retryBaseSeconds'>;
  signal: AbortSignal;
  log: Logger;
}) {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const heartbeat = setInterval(
    () => {
      db.update(generationJobSets)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
        .where(mine(claim))
        .catch((error: unknown) => log.warn('Could not renew a generation claim', error));
    },
    Math.max(200, (options.leaseSeconds * 1000) / 3),
  );
  heartbeat.unref();
  try {
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(
        and(
          sql`${claim.examType}::text = any(${questions.exams})`,
          eq(questions.subject, claim.subject),
          eq(questions.level, claim.level),
          sql`(${questions.isActive} or ${questions.pendingReview})`,
        ),
      );
    const existing = Number(held?.n ?? 0);
    if (existing >= claim.questionCount) {
      await db.transaction((tx) =>
        finishSet(
          tx,
          claim,
          {
            status: 'skipped',
            message: `Already holds ${existing} active or pending questions (${claim.questionCount} wanted).`,
          },
          usage,
        ),
      );
      return;
    }
    const draft = await draftSet({
      db,
      model: pacedModel(model, db, claim.jobId, signal),
      input: claim,
      usage,
      retryBlindCheck: true,
    });
    await db.transaction(async (tx) => {
      await finishSet(
        tx,
        claim,
        {
          status: 'done',
          created: draft.rows.length,
          flagged: draft.flagged,
          dropped: draft.dropped.length,
        },
        usage,
      );
      await storeSet(tx, claim, draft);
    });
  } catch (error) {
    if (error instanceof LostClaim) {
      // Its calls were paid all the same: they count against the budget.
      await addTokens(db, claim.jobId, usage).catch(() => undefined);
      log.warn(
        `Generation set ${claim.examType}/${claim.subject}/${claim.level} was taken over after its lease ended; its result was not stored.`,
      );
      return;
    }
    await settleFailure({ db, claim, error, usage, options, stopping: signal.aborted }).catch(
      (e: unknown) => log.warn('Could not record a generation set failure', e),
    );
  } finally {
    clearInterval(heartbeat);
    await completeIfDone(db, claim.jobId).catch(() => undefined);
  }
}

async function settleFailure({
  db,
  claim,
  error,
  usage,
  options,
  stopping,
}: {
  db: Db;
  claim: Claim;
  error: unknown;
  usage: TokenUsage;
  options: Pick<RunnerOptions, 'retryBaseSeconds'>;
  stopping: boolean;
}) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: generationJobs.status })
      .from(generationJobs)
      .where(eq(generationJobs.id, claim.jobId));
    if (job?.status === 'cancelled') {
      // Cancelled meanwhile: the set is not put back.
      const ended = await tx
        .update(generationJobSets)
        .set({ status: 'cancelled', claimToken: null, leaseUntil: null })
        .where(mine(claim))
        .returning({ level: generationJobSets.level });
      if (ended.length) await addToJob(tx, claim.jobId, usage, 0);
      else await addTokens(tx as Db, claim.jobId, usage);
      return;
    }
    if (stopping) {
      // This process is stopping: the set goes back as it was, for the next claim.
      const released = await tx
        .update(generationJobSets)
        .set({
          status: 'pending',
          attempts: sql`greatest(0, ${generationJobSets.attempts} - 1)`,
          claimToken: null,
          leaseUntil: null,
        })
        .where(mine(claim))
        .returning({ level: generationJobSets.level });
      if (released.length) await addToJob(tx, claim.jobId, usage, 0);
      else await addTokens(tx as Db, claim.jobId, usage);
      return;
    }
    const retryable = error instanceof ModelCallError && error.retryable;
    if (retryable && claim.attempts < MAX_SET_ATTEMPTS) {
      const delay = retryDelaySeconds(
        claim.attempts,
        error.retryAfterSeconds,
        options.retryBaseSeconds,
      );
      const back = await tx
        .update(generationJobSets)
        .set({
          status: 'pending',
          claimToken: null,
          leaseUntil: null,
          notBefore: sql`now() + make_interval(secs => ${delay})`,
          message: error.message || UNKNOWN_ERROR,
        })
        .where(mine(claim))
        .returning({ level: generationJobSets.level });
      if (!back.length) return;
      await addToJob(tx, claim.jobId, usage, 0);
      // A 429 slows every request of the job, not only this set's.
      if (error.status === 429)
        await tx
          .update(generationJobs)
          .set({
            nextCallAt: sql`greatest(${generationJobs.nextCallAt}, now() + make_interval(secs => ${delay}))`,
          })
          .where(eq(generationJobs.id, claim.jobId));
      return;
    }
    const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
    try {
      await finishSet(tx, claim, { status: 'failed', message: message.slice(0, 500) }, usage);
    } catch (e) {
      if (!(e instanceof LostClaim)) throw e;
    }
  });
}

/**
 * Every server process runs bulk jobs (issue 13 item 4, ADR 0027): every `pollMs` it claims sets
 * of the running job up to the job's concurrency (counted over all processes) and runs them.
 * Returns `stop`, which stops claiming, aborts the model calls in flight, puts their sets back
 * and waits for that.
 */
export function startGenerationRunner(
  deps: { db: Db; log: Logger },
  model: QuestionModel,
  options: RunnerOptions,
): () => Promise<void> {
  const abort = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let ticking: Promise<void> | null = null;

  const tick = () => {
    if (ticking || abort.signal.aborted) return;
    ticking = (async () => {
      const [job] = await deps.db
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(eq(generationJobs.status, 'running'))
        .limit(1);
      if (!job) return;
      while (!abort.signal.aborted) {
        const claim = await claimSet(deps.db, job.id, options.leaseSeconds);
        if (!claim) break;
        const run: Promise<void> = runSet({
          db: deps.db,
          model,
          claim,
          options,
          signal: abort.signal,
          log: deps.log,
        })
          .catch((error: unknown) => deps.log.warn('A generation set failed unexpectedly', error))
          .finally(() => {
            inFlight.delete(run);
            setImmediate(tick);
          });
        inFlight.add(run);
      }
      await completeIfDone(deps.db, job.id);
    })()
      .catch((error: unknown) => deps.log.warn('Generation runner: will try again', error))
      .finally(() => (ticking = null));
  };

  const started = (async () => {
    if (options.releaseOrphansAtStart)
      await deps.db
        .update(generationJobSets)
        .set({ leaseUntil: sql`now()` })
        .where(eq(generationJobSets.status, 'running'))
        .catch((error: unknown) => deps.log.warn('Could not release old generation claims', error));
    tick();
  })();
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await started;
    abort.abort(new Error('The server is stopping.'));
    await ticking;
    await Promise.all([...inFlight]);
  };
}
