import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { canAccessLevel, levelState, quizConfig } from '../../../domain/levels';
import { drawQuestions } from '../../../domain/quiz';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { OPTION_KEYS } from '../../../domain/questions';
import { runningQuizJson, type RunningQuiz } from './attempt-data';
import type { JsonText } from '../../lib/json-responses';
import { getQuiz } from './attempts';
import { levelBank } from './question-bank-cache';
import { rememberAttempt } from './attempt-memo';
import { finaliseAttempt } from './finalise-attempt';
import type { QuizResult } from './quiz-result';

export type StartInput = { userId: string; examType: string; subject: string; level: number };
export type QuizState = RunningQuiz | QuizResult;

type Gate = {
  premium: boolean;
  previousCompleted: boolean | null;
  setting: { questionsPerLevel: number; timerMinutes: number; shuffleQuestions: boolean } | null;
  open: { id: string; deadlineAt: string } | null;
  bankVersion: number | null;
};

/** The open attempt, entitlement, previous level, setting and question version, in one read. */
const gateStatement = new Statement<{
  userId: string;
  examType: string;
  subject: string;
  level: number;
  previousLevel: number;
  now: string;
}>(
  'practice_start_gate',
  sql`select json_build_object(
        'premium', exists (select 1 from subscriptions where user_id = ${param('userId')} and status = 'active' and ends_at > ${param('now')}::timestamptz),
        'previousCompleted', (select completed from user_progress
                               where user_id = ${param('userId')} and exam_type = ${param('examType')} and subject = ${param('subject')} and level = ${param('previousLevel')}::int),
        'setting', (select json_build_object('questionsPerLevel', questions_per_level, 'timerMinutes', timer_minutes, 'shuffleQuestions', shuffle_questions)
                      from exam_settings where exam_type = ${param('examType')} and subject = ${param('subject')} and level = ${param('level')}::int and is_active),
        'open', (select json_build_object('id', id, 'deadlineAt', deadline_at) from quiz_attempts
                  where user_id = ${param('userId')} and exam_type = ${param('examType')} and subject = ${param('subject')} and level = ${param('level')}::int
                    and completed_at is null),
        'bankVersion', (select version from question_bank_versions
                         where exam_type = ${param('examType')} and subject = ${param('subject')} and level = ${param('level')}::int)
      )::text as j`,
);

/** A new open attempt, unless one is open already (unique index): then no row. */
const insertStatement = new Statement<{
  userId: string;
  examType: string;
  subject: string;
  level: number;
  questions: string;
  startedAt: string;
  deadlineAt: string;
  total: number;
}>(
  'practice_insert_attempt',
  sql`insert into quiz_attempts (user_id, exam_type, subject, level, questions, answers, started_at, deadline_at, total_questions)
      values (${param('userId')}, ${param('examType')}, ${param('subject')}, ${param('level')}::int, ${param('questions')}::jsonb, '{}'::jsonb,
              ${param('startedAt')}::timestamptz, ${param('deadlineAt')}::timestamptz, ${param('total')}::int)
      on conflict (user_id, exam_type, subject, level) where completed_at is null do nothing
      returning id`,
);

/** How often a start retries when another start of the same level got in first. */
const MAX_PASSES = 3;

/**
 * Starts (or resumes) a quiz. The server checks entitlement and level state, reads the setting,
 * draws active questions, records the attempt with its deadline and returns the questions
 * without answers. An open attempt of the same level is resumed; one past its deadline is
 * finalised first and a new one started.
 *
 * Two round trips and no transaction: one read (open attempt, entitlement, previous level,
 * setting and the version of the level's questions, which come from the process's cache when it
 * holds that version) and one insert. A unique index allows one open attempt per level,
 * so two starts at once open one attempt and the second resumes it.
 */
export async function startQuiz({
  db,
  input,
  now = new Date(),
}: {
  db: Db;
  input: StartInput;
  now?: Date;
}): Promise<RunningQuiz | JsonText<RunningQuiz>> {
  const { userId, examType, subject, level } = input;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const [gate] = await gateStatement.json<Gate>(db, {
      userId,
      examType,
      subject,
      level,
      previousLevel: level - 1,
      now: now.toISOString(),
    });
    const { premium, previousCompleted, setting, open, bankVersion } = gate!;
    if (open) {
      if (now.getTime() < new Date(open.deadlineAt).getTime()) {
        const resumed = await getQuiz({ db, userId, attemptId: open.id, now });
        if (resumed.status === 'in_progress') return resumed;
      } else await finaliseAttempt({ db, userId, attemptId: open.id, now });
      continue; // the open attempt is closed now: read again and start a new one
    }

    if (!canAccessLevel(level, premium))
      throw new AppError('PREMIUM_REQUIRED', 'Levels above 10 need a premium subscription.');
    if (levelState(level, new Set(previousCompleted ? [level - 1] : [])) === 'locked')
      throw new AppError('LEVEL_LOCKED', `Complete level ${level - 1} first.`);
    const config = quizConfig(setting);
    const levelQuestions = await levelBank(db, input, bankVersion);
    const pool = levelQuestions.questions.filter((q) => q.drawable);
    const label = `${examDisplayName(examType)}/${subjectDisplayName(subject)}/Level ${level}`;
    if (pool.length === 0)
      throw new AppError(
        'NO_QUESTIONS',
        `No questions found for ${label}. Please contact your administrator.`,
      );
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

    const drawn = drawQuestions(valid, config.questionCount, config.shuffle);
    const attempt = {
      examType,
      subject,
      level,
      questions: drawn.map((q) => ({ id: q.id, optionOrder: [...OPTION_KEYS] })),
      answers: {},
      startedAt: now,
      deadlineAt: new Date(now.getTime() + config.timeLimitSeconds * 1000),
    };
    const [inserted] = await insertStatement.rows<{ id: string }>(db, {
      userId,
      examType,
      subject,
      level,
      questions: JSON.stringify(attempt.questions),
      startedAt: now.toISOString(),
      deadlineAt: attempt.deadlineAt.toISOString(),
      total: drawn.length,
    });
    if (!inserted) continue; // another start of this level got in first: resume that one
    rememberAttempt(
      db,
      {
        ...attempt,
        id: inserted.id,
        userId,
        completedAt: null,
        score: null,
        correctAnswers: null,
        totalQuestions: drawn.length,
        timeTaken: null,
        createdAt: now,
        updatedAt: now,
      },
      levelQuestions.version,
    );
    return runningQuizJson({ ...attempt, id: inserted.id }, drawn, now);
  }
  throw new AppError('CONFLICT', 'This quiz is being started elsewhere. Please try again.');
}
