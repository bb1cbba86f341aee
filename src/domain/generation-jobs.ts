/**
 * Bulk question generation (admin-and-public §2, §4, §8, §9; issue 13 item 4): a durable job over
 * exams × subjects × levels, one set per combination. The rules here are shared by the server
 * (authoritative) and the admin page.
 */
import * as z from 'zod/mini';
import { toAvailableExamCode, toSubjectCode } from './catalogue';
import { MAX_LEVEL } from './constants';
import { scaleBlueprint, type Blueprint, type ScaledSet } from './blueprint-scaling';

/** A job: running (sets are being claimed), paused, or finished one of three ways. */
export const JOB_STATUSES = ['running', 'paused', 'cancelled', 'completed', 'stopped'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A job still holding work: at most one at a time. */
export const ACTIVE_JOB_STATUSES = ['running', 'paused'] as const satisfies readonly JobStatus[];

/** One exam/subject/level set of a job. */
export const SET_STATUSES = [
  'pending',
  'running',
  'done',
  'skipped',
  'failed',
  'cancelled',
] as const;
export type SetStatus = (typeof SET_STATUSES)[number];
/** Sets that ended (the results list): success, skipped as already full, or an error. */
export const FINISHED_SET_STATUSES = ['done', 'skipped', 'failed'] as const;

/** The most questions one set asks for (one model call answers them). */
export const MAX_SET_QUESTIONS = 40;
/** A set whose call failed with 429, 5xx or a timeout is tried again, at most this often in all. */
export const MAX_SET_ATTEMPTS = 4;
/** The error shown for a set that failed without a message (§8). */
export const UNKNOWN_ERROR = 'Unknown error';

export const JOB_DEFAULTS = {
  concurrency: 2,
  requestsPerMinute: 30,
  tokenBudget: 2_000_000,
} as const;

export const JOB_MESSAGES = {
  exams: 'Choose at least one exam',
  subjects: 'Choose at least one subject',
  levels: 'Levels must be whole numbers from 1 to 50, the first not above the last',
  concurrency: 'Concurrency must be between 1 and 8',
  rate: 'Requests per minute must be between 1 and 600',
  budget: 'The token budget must be between 1,000 and 1,000,000,000',
  active: 'A generation job is already running or paused: finish, resume or cancel it first.',
  notFound: 'No such generation job.',
  finishing: 'The last job still has sets finishing: start the new one in a minute.',
  cannot: (action: JobAction, status: JobStatus) =>
    `A ${status} job cannot be ${ACTION_PAST[action]}.`,
  nothing: 'Those exams, subjects and levels hold no set to generate.',
} as const;

export const JOB_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];
const ACTION_PAST: Record<JobAction, string> = {
  pause: 'paused',
  resume: 'resumed',
  cancel: 'cancelled',
};
/** The status each action moves a job to, and from which statuses it may. */
export const JOB_TRANSITIONS: Record<JobAction, { from: readonly JobStatus[]; to: JobStatus }> = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ['running', 'paused'], to: 'cancelled' },
};

const int = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

const examList = z.pipe(
  z.array(z.string(JOB_MESSAGES.exams), JOB_MESSAGES.exams),
  z.transform((values, ctx) => {
    const codes = [...new Set(values.map((v) => toAvailableExamCode(v)))];
    if (codes.length === 0 || codes.includes(null))
      ctx.issues.push({ code: 'custom', message: JOB_MESSAGES.exams, input: values });
    return codes.filter((c) => c !== null);
  }),
);
const subjectList = z.pipe(
  z.array(z.string(JOB_MESSAGES.subjects), JOB_MESSAGES.subjects),
  z.transform((values, ctx) => {
    const codes = [...new Set(values.map((v) => toSubjectCode(v)))];
    if (codes.length === 0 || codes.includes(null))
      ctx.issues.push({ code: 'custom', message: JOB_MESSAGES.subjects, input: values });
    return codes.filter((c) => c !== null);
  }),
);

/**
 * "Generate ALL Questions": the exams, subjects and levels a job covers, always stated (the page
 * sends them; an empty body must not start the largest job there is), and how many sets run at
 * once, how many model requests a minute, and the token budget (these have defaults).
 */
export const bulkJobRequestSchema = z
  .object({
    examTypes: examList,
    subjects: subjectList,
    levelFrom: int(1, MAX_LEVEL, JOB_MESSAGES.levels),
    levelTo: int(1, MAX_LEVEL, JOB_MESSAGES.levels),
    concurrency: z._default(int(1, 8, JOB_MESSAGES.concurrency), JOB_DEFAULTS.concurrency),
    requestsPerMinute: z._default(int(1, 600, JOB_MESSAGES.rate), JOB_DEFAULTS.requestsPerMinute),
    tokenBudget: z._default(
      int(1_000, 1_000_000_000, JOB_MESSAGES.budget),
      JOB_DEFAULTS.tokenBudget,
    ),
  })
  .check(
    z.refine((v) => v.levelFrom <= v.levelTo, { message: JOB_MESSAGES.levels, path: ['levelTo'] }),
  );
export type BulkJobRequest = z.output<typeof bulkJobRequestSchema>;

export const jobActionSchema = z.object({ action: z.enum(JOB_ACTIONS) });

/**
 * One set of a bulk job: the level's blueprint scaled (§9), never more than one call's
 * MAX_SET_QUESTIONS (the time limit keeps the real exam's pace).
 */
export function bulkSetPlan(blueprint: Blueprint, level: number): ScaledSet {
  const scaled = scaleBlueprint(blueprint, level);
  if (scaled.questionCount <= MAX_SET_QUESTIONS) return scaled;
  return {
    questionCount: MAX_SET_QUESTIONS,
    timeLimitMinutes: Math.max(
      1,
      Math.round((scaled.timeLimitMinutes * MAX_SET_QUESTIONS) / scaled.questionCount),
    ),
  };
}

/** Every exam × subject × level of a request, in the order the job works through them. */
export function jobCombinations(
  request: Pick<BulkJobRequest, 'examTypes' | 'subjects' | 'levelFrom' | 'levelTo'>,
): { examType: string; subject: string; level: number }[] {
  const out: { examType: string; subject: string; level: number }[] = [];
  for (const examType of request.examTypes)
    for (const subject of request.subjects)
      for (let level = request.levelFrom; level <= request.levelTo; level++)
        out.push({ examType, subject, level });
  return out;
}

/**
 * Seconds before a set whose call failed retryably (429, 5xx, timeout) is tried again, after its
 * `attempt`-th try (1-based): base, 2 × base, 4 × base… (10 s, 20 s, 40 s by default), at most 5
 * minutes. A Retry-After the endpoint sent, if longer, wins (up to 10 minutes).
 */
export function retryDelaySeconds(
  attempt: number,
  retryAfterSeconds?: number | null,
  baseSeconds = 10,
): number {
  const backoff = Math.min(300, baseSeconds * 2 ** Math.max(0, attempt - 1));
  return Math.max(backoff, Math.min(600, retryAfterSeconds ?? 0));
}

/**
 * Time left, from the pace so far: the seconds the finished sets took since the job began (or
 * resumed), spread over the sets still to do. Null until one set has finished.
 */
export function secondsLeft(p: {
  finished: number;
  remaining: number;
  elapsedSeconds: number;
}): number | null {
  if (p.remaining === 0) return 0;
  if (p.finished === 0 || p.elapsedSeconds <= 0) return null;
  return Math.round((p.elapsedSeconds / p.finished) * p.remaining);
}

/** "1 h 5 min", "3 min", "under a minute": the progress line's time left. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
