import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import {
  decodeMissed,
  mistakePool,
  retryTimeLimitSeconds,
  type MistakeSession,
} from '../../../domain/mistakes';
import type { UserCtx } from '../context';
import type { AttemptKind, OpenAttempt } from '../attempts/attempt-kind';
import { drawRetryQuestions, retryAttemptBank, subjectVersion } from './retry-questions';

/** A retry quiz is for one subject of one exam. */
export type RetryTarget = { examType: string; subject: string };

export type RetryGate = {
  open: OpenAttempt | null;
  /** The latest submitted attempts of the subject, oldest first: [question ids, missed ids]. */
  sessions: [questionIds: string[], missed: string][];
};

/** How many of the latest submitted attempts of a subject the pool is computed from. */
const RETRY_SESSIONS_READ = 200;

const a = quizAttempts;

/**
 * The open retry attempt and the subject's latest submitted practice and retry attempts (through
 * the (user, exam, subject, level) index), in one read. Attempts submitted before `missed` was
 * stored say nothing about what was missed: they are left out.
 */
const gateStatement = new Statement<RetryTarget & { userId: string; target: string }>(
  'retry_start_gate',
  sql`select json_build_object(
        'open', (select json_build_object('id', ${a.id}, 'deadlineAt', ${a.deadlineAt}) from ${a}
                  where ${a.userId} = ${param('userId')} and ${a.kind} = 'retry'
                    and ${a.target} = ${param('target')} and ${a.completedAt} is null),
        'sessions', (select coalesce(json_agg(json_build_array(s.ids, s.missed)
                                              order by s.completed_at, s.id), '[]')
                       from (select jsonb_path_query_array(${a.questions}, '$[*].id') as ids,
                                    ${a.missed} as missed, ${a.completedAt} as completed_at, ${a.id} as id
                               from ${a}
                              where ${a.userId} = ${param('userId')} and ${a.examType} = ${param('examType')}
                                and ${a.subject} = ${param('subject')} and ${a.kind} in ('practice', 'retry')
                                and ${a.completedAt} is not null and ${a.missed} is not null
                              order by ${a.completedAt} desc, ${a.id} desc
                              limit ${sql.raw(String(RETRY_SESSIONS_READ))}) s)
      )::text as j`,
);

const sessionsOf = (gate: RetryGate): MistakeSession[] =>
  gate.sessions.map(([questionIds, missed]) => ({
    questionIds,
    missed: decodeMissed(questionIds, missed),
  }));

/** The questions a new retry quiz of the subject would ask (at most 20), and their version. */
export function drawMistakes(db: Db, input: RetryTarget, gate: RetryGate) {
  return drawRetryQuestions(db, { ...input, pool: mistakePool(sessionsOf(gate), Infinity) });
}

/**
 * Retry my mistakes (issue 10): a quiz of the questions the student last answered wrong in a
 * subject (domain/mistakes), drawn by id across its levels, graded like practice. Its `level`
 * column is 0 (no level), and its submit changes no level progress and earns no achievement:
 * the attempt itself, with what it missed, is all it records.
 */
export const retryAttempt: AttemptKind<RetryTarget, RetryGate> = {
  name: 'retry',

  target: ({ examType, subject }) => `${examType}/${subject}`,

  async gate({ db, userId }: UserCtx, input, target) {
    const [gate] = await gateStatement.json<RetryGate>(db, { ...input, userId, target });
    return gate!;
  },

  async plan({ db }, input, gate) {
    const { examType, subject } = input;
    const drawn = await drawMistakes(db, input, gate);
    if (drawn.questions.length === 0)
      throw new AppError(
        'NO_MISTAKES',
        `No mistakes to retry in ${examDisplayName(examType)} ${subjectDisplayName(subject)}. ` +
          'Questions you answer wrong in a quiz come here until you get them right twice.',
      );
    return {
      examType,
      subject,
      level: 0,
      questions: drawn.questions,
      timeLimitSeconds: retryTimeLimitSeconds(drawn.questions.length),
      bankVersion: drawn.version,
    };
  },

  bankVersion: subjectVersion(a.examType, a.subject),

  bank: (db, attempt) => retryAttemptBank(db, attempt),

  // The submit statement must answer one row per submitted attempt; no further effect.
  onSubmit: sql`select id from submitted`,
};
