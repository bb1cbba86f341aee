import { groupByPassage } from '../../../domain/passages';
import { sql } from 'drizzle-orm';
import { examSettings, questionBankVersions, quizAttempts, userProgress } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { quizConfig } from '../../../domain/levels';
import { isReadyLevel, previousReadyLevel } from '../../../domain/availability';
import { and, eq } from 'drizzle-orm';
import { subjectLevels } from './practice-levels';
import { canAccessLevel } from '../../../domain/entitlements';
import { drawQuestions } from '../../../domain/quiz';
import type { AttemptKind, OpenAttempt } from '../attempts/attempt-kind';
import type { Db } from '../../db/client';
import { levelAttemptBank, levelBank } from '../attempts/question-cache';
import { activePremium } from '../entitlements/premium';
import { practiceCloseEffects } from '../achievements/award-sql';

/** A practice attempt is for one level of one subject of one exam. */
export type PracticeTarget = { examType: string; subject: string; level: number };

type Gate = {
  open: OpenAttempt | null;
  premium: boolean;
  previousCompleted: boolean | null;
  setting: {
    questionsPerLevel: number;
    timerMinutes: number;
    shuffleQuestions: boolean;
    isActive: boolean;
  } | null;
  bankVersion: number | null;
};

const a = quizAttempts;
const p = userProgress;
const s = examSettings;
const v = questionBankVersions;
const level = (table: { examType: unknown; subject: unknown; level: unknown }, n = 'level') =>
  sql`${table.examType} = ${param('examType')} and ${table.subject} = ${param('subject')}
      and ${table.level} = ${param(n)}::int`;

/** The open attempt, entitlement, previous level, setting and question version, in one read. */
const gateStatement = new Statement<
  PracticeTarget & { userId: string; target: string; previousLevel: number; now: string }
>(
  'practice_start_gate',
  sql`select json_build_object(
        'open', (select json_build_object('id', ${a.id}, 'deadlineAt', ${a.deadlineAt}) from ${a}
                  where ${a.userId} = ${param('userId')} and ${a.kind} = 'practice'
                    and ${a.target} = ${param('target')} and ${a.completedAt} is null),
        'premium', ${activePremium(param('userId'), param('now'))},
        'previousCompleted', (select ${p.completed} from ${p}
                               where ${p.userId} = ${param('userId')} and ${level(p, 'previousLevel')}),
        'setting', (select json_build_object('questionsPerLevel', ${s.questionsPerLevel},
                                             'timerMinutes', ${s.timerMinutes}, 'shuffleQuestions', ${s.shuffleQuestions},
                                             'isActive', ${s.isActive})
                      from ${s} where ${level(s)}),
        'bankVersion', (select ${v.version} from ${v} where ${level(v)})
      )::text as j`,
);

/**
 * Practice: a level's quiz (spec §4, §9). Free up to level 10, a level opens when the one before
 * is completed, questions drawn from the level's active bank, time and count from its setting.
 * Submitting upserts the level's `user_progress` in the same statement.
 */
export const practiceAttempt: AttemptKind<PracticeTarget, Gate> = {
  name: 'practice',

  target: ({ examType, subject, level }) => `${examType}/${subject}/${level}`,

  async gate({ db, userId, now }, input, target) {
    const [gate] = await gateStatement.json<Gate>(db, {
      ...input,
      userId,
      target,
      previousLevel: input.level - 1,
      now: now.toISOString(),
    });
    return gate!;
  },

  async plan({ db, userId }, input, { premium, previousCompleted, setting, bankVersion }) {
    const { examType, subject, level } = input;
    const config = quizConfig(setting?.isActive ? setting : null);
    const bank = await levelBank(db, input, bankVersion);
    const pool = bank.questions.filter((q) => q.drawable);
    const label = `${examDisplayName(examType)}/${subjectDisplayName(subject)}/Level ${level}`;
    // Only a ready level starts (issue 20): it serves twice its draw, so a retake is mostly new.
    if (
      !isReadyLevel({
        servedQuestions: pool.length,
        drawSize: config.questionCount,
        settingActive: setting?.isActive ?? null,
      })
    )
      throw new AppError(
        'LEVEL_NOT_READY',
        `${label} is coming soon: it does not have enough questions yet.`,
      );
    // A level that is not ready is "coming soon" to everyone; only then does the plan matter.
    if (!canAccessLevel(level, premium))
      throw new AppError('PREMIUM_REQUIRED', `Level ${level} is a Premium level.`);
    if (!previousCompleted && level > 1) await requirePreviousReadyLevel(db, userId, input);
    const valid = pool.filter(
      (q) =>
        q.questionText?.trim() &&
        q.options &&
        Object.keys(q.options).length >= 2 &&
        q.correctAnswer,
    );
    if (valid.length === 0)
      throw new AppError(
        'NO_VALID_QUESTIONS',
        'No valid questions found - questions may be malformed',
      );
    return {
      examType,
      subject,
      level,
      // A passage's questions drawn for the quiz sit together (a student reads it once).
      questions: groupByPassage(drawQuestions(valid, config.questionCount, config.shuffle)),
      timeLimitSeconds: config.timeLimitSeconds,
      bankVersion: bank.version,
    };
  },

  bankVersion: sql`(select ${v.version} from ${v}
                     where ${v.examType} = ${a.examType} and ${v.subject} = ${a.subject} and ${v.level} = ${a.level})`,

  bank: (db, attempt, version) => levelAttemptBank(db, attempt, version),

  onSubmit: practiceCloseEffects,

  effectParams: (attempt) => ({
    levelName: `${examDisplayName(attempt.examType)} ${subjectDisplayName(attempt.subject)}`,
  }),
};

/**
 * The previous level was not completed: the level opens only if the nearest *ready* level below it
 * was (levels that are not ready are skipped, ADR 0030). Read only off the hot path: a student
 * normally starts a level whose previous level is completed.
 */
async function requirePreviousReadyLevel(db: Db, userId: string, at: PracticeTarget) {
  const ready = new Set(
    (await subjectLevels(db, at.examType, at.subject)).filter((l) => l.ready).map((l) => l.level),
  );
  const previous = previousReadyLevel(at.level, ready);
  if (previous === null) return;
  if (previous < at.level - 1) {
    const [done] = await db
      .select({ completed: userProgress.completed })
      .from(userProgress)
      .where(
        and(
          eq(userProgress.userId, userId),
          eq(userProgress.examType, at.examType),
          eq(userProgress.subject, at.subject),
          eq(userProgress.level, previous),
        ),
      );
    if (done?.completed) return;
  }
  throw new AppError('LEVEL_LOCKED', `Complete level ${previous} first.`);
}
