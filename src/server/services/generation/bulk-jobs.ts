import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { examBlueprints, generationJobSets, generationJobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx, UserCtx } from '../context';
import { BLUEPRINT_DEFAULTS } from '../../../domain/admin-rules';
import {
  FINISHED_SET_STATUSES,
  JOB_MESSAGES,
  JOB_TRANSITIONS,
  bulkSetPlan,
  jobCombinations,
  secondsLeft,
  type BulkJobRequest,
  type JobAction,
  type JobStatus,
  type SetStatus,
} from '../../../domain/generation-jobs';

/** How many finished sets the progress view lists (newest first). */
export const RESULTS_SHOWN = 200;

export type BulkSetResultDto = {
  examType: string;
  subject: string;
  level: number;
  status: SetStatus;
  created: number;
  flagged: number;
  dropped: number;
  message: string | null;
  finishedAt: string | null;
};

export type BulkJobDto = {
  id: string;
  status: JobStatus;
  concurrency: number;
  requestsPerMinute: number;
  tokenBudget: number;
  tokensUsed: number;
  questionsCreated: number;
  stopReason: string | null;
  createdAt: string;
  finishedAt: string | null;
  sets: {
    total: number;
    /** Sets that ended: done + skipped + failed. */
    finished: number;
    done: number;
    skipped: number;
    failed: number;
    running: number;
    pending: number;
    cancelled: number;
  };
  /** The estimate at the pace since the job last began or resumed; null until it can tell. */
  secondsLeft: number | null;
  /** The latest RESULTS_SHOWN finished sets, newest first. */
  results: BulkSetResultDto[];
};

/**
 * Starts a bulk job (issue 13 item 4): one set per exam × subject × level, each sized by the
 * subject's blueprint scaled to the level. At most one job runs or waits paused at a time.
 */
export async function createBulkJob({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: BulkJobRequest;
}): Promise<BulkJobDto> {
  const combos = jobCombinations(input);
  if (combos.length === 0) throw new AppError('VALIDATION_FAILED', JOB_MESSAGES.nothing);
  const blueprints = await ctx.db
    .select({
      examType: examBlueprints.examType,
      subject: examBlueprints.subject,
      totalQuestionsRealExam: examBlueprints.totalQuestionsRealExam,
      totalTimeRealExam: examBlueprints.totalTimeRealExam,
    })
    .from(examBlueprints)
    .where(inArray(examBlueprints.examType, input.examTypes));
  const blueprintOf = (examType: string, subject: string) =>
    blueprints.find((b) => b.examType === examType && b.subject === subject) ?? BLUEPRINT_DEFAULTS;

  const id = await ctx.db.transaction(async (tx) => {
    const [inHand] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(generationJobSets)
      .where(
        and(eq(generationJobSets.status, 'running'), sql`${generationJobSets.leaseUntil} > now()`),
      );
    if (Number(inHand?.n ?? 0) > 0) throw new AppError('CONFLICT', JOB_MESSAGES.finishing);
    const [job] = await tx
      .insert(generationJobs)
      .values({
        createdBy: ctx.userId,
        concurrency: input.concurrency,
        requestsPerMinute: input.requestsPerMinute,
        tokenBudget: input.tokenBudget,
        setsTotal: combos.length,
      })
      .onConflictDoNothing()
      .returning({ id: generationJobs.id });
    if (!job) throw new AppError('CONFLICT', JOB_MESSAGES.active);
    const rows = combos.map((c, position) => ({
      jobId: job.id,
      ...c,
      position,
      ...bulkSetPlan(blueprintOf(c.examType, c.subject), c.level),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(generationJobSets).values(rows.slice(i, i + 500));
    return job.id;
  });
  return (await readBulkJob(ctx, id))!;
}

/** The latest job (running, paused or finished), or null if none was ever started. */
export async function getLatestBulkJob({ ctx }: { ctx: Ctx }): Promise<BulkJobDto | null> {
  const [latest] = await ctx.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return latest ? readBulkJob(ctx, latest.id) : null;
}

/**
 * Pause (claims stop; sets in flight finish and are stored), resume, or cancel (sets not yet
 * started are cancelled; sets in flight finish and are stored).
 */
export async function controlBulkJob({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { jobId: string; action: JobAction };
}): Promise<BulkJobDto> {
  const { from, to } = JOB_TRANSITIONS[input.action];
  await ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: generationJobs.status })
      .from(generationJobs)
      .where(eq(generationJobs.id, input.jobId))
      .for('update');
    if (!job) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
    if (!from.includes(job.status))
      throw new AppError('CONFLICT', JOB_MESSAGES.cannot(input.action, job.status));
    await tx
      .update(generationJobs)
      .set({
        status: to,
        ...(to === 'running'
          ? {
              resumedAt: sql`now()`,
              finishedAtResume: sql`(select count(*)::int from ${generationJobSets}
                where ${generationJobSets.jobId} = ${input.jobId}
                  and ${generationJobSets.status} in ('done', 'skipped', 'failed'))`,
            }
          : {}),
        ...(to === 'cancelled' ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(generationJobs.id, input.jobId));
    if (to === 'cancelled')
      // Sets not started, and sets a process that died left running (its lease ended).
      await tx
        .update(generationJobSets)
        .set({ status: 'cancelled', claimToken: null, leaseUntil: null })
        .where(
          and(
            eq(generationJobSets.jobId, input.jobId),
            sql`(${generationJobSets.status} = 'pending'
                 or (${generationJobSets.status} = 'running' and ${generationJobSets.leaseUntil} <= now()))`,
          ),
        );
  });
  return (await readBulkJob(ctx, input.jobId))!;
}

/** A job's progress: its counters, sets by status, the time left and the latest results. */
export async function readBulkJob(ctx: Ctx, jobId: string): Promise<BulkJobDto | null> {
  const [job] = await ctx.db
    .select({
      ...getTableColumns(generationJobs),
      elapsed: sql<number>`extract(epoch from (now() - ${generationJobs.resumedAt}))::float8`,
    })
    .from(generationJobs)
    .where(eq(generationJobs.id, jobId));
  if (!job) return null;
  const [counts, results] = await Promise.all([
    // A set whose process died (lease ended) counts as waiting, not as in hand.
    ctx.db
      .select({
        status: sql<SetStatus>`case when ${generationJobSets.status} = 'running'
          and ${generationJobSets.leaseUntil} <= now() then 'pending' else ${generationJobSets.status} end`,
        n: sql<number>`count(*)::int`,
      })
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, jobId))
      .groupBy(sql`1`),
    ctx.db
      .select({
        examType: generationJobSets.examType,
        subject: generationJobSets.subject,
        level: generationJobSets.level,
        status: generationJobSets.status,
        created: generationJobSets.created,
        flagged: generationJobSets.flagged,
        dropped: generationJobSets.dropped,
        message: generationJobSets.message,
        finishedAt: generationJobSets.finishedAt,
      })
      .from(generationJobSets)
      .where(
        and(
          eq(generationJobSets.jobId, jobId),
          inArray(generationJobSets.status, [...FINISHED_SET_STATUSES]),
        ),
      )
      .orderBy(desc(generationJobSets.finishedAt), desc(generationJobSets.position))
      .limit(RESULTS_SHOWN),
  ]);
  const by = (s: SetStatus) => counts.find((c) => c.status === s)?.n ?? 0;
  const sets = {
    total: job.setsTotal,
    done: by('done'),
    skipped: by('skipped'),
    failed: by('failed'),
    running: by('running'),
    pending: by('pending'),
    cancelled: by('cancelled'),
    finished: 0,
  };
  sets.finished = sets.done + sets.skipped + sets.failed;
  return {
    id: job.id,
    status: job.status,
    concurrency: job.concurrency,
    requestsPerMinute: job.requestsPerMinute,
    tokenBudget: job.tokenBudget,
    tokensUsed: job.tokensUsed,
    questionsCreated: job.questionsCreated,
    stopReason: job.stopReason,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    sets,
    secondsLeft:
      job.status === 'running'
        ? secondsLeft({
            finished: sets.finished - job.finishedAtResume,
            remaining: sets.pending + sets.running,
            elapsedSeconds: Number(job.elapsed),
          })
        : null,
    results: results.map((r) => ({ ...r, finishedAt: r.finishedAt?.toISOString() ?? null })),
  };
}
