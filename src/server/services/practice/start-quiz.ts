import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { canAccessLevel, levelState, quizConfig } from '../../../domain/levels';
import { drawQuestions } from '../../../domain/quiz';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { OPTION_KEYS } from '../../../domain/questions';
import { guessTopic } from '../../../domain/topic-analysis';

type SettingRow = { questionsPerLevel: number; timerMinutes: number; shuffleQuestions: boolean };
type Gate = { premium: boolean; previous_completed: boolean | null; setting: SettingRow | null };
import { attemptQuestions, runningQuiz, type RunningQuiz } from './attempt-data';
import { finaliseAttempt } from './finalise-attempt';
import type { QuizResult } from './quiz-result';

export type StartInput = { userId: string; examType: string; subject: string; level: number };

/**
 * Starts (or resumes) a quiz. The server checks entitlement and level state, reads the setting,
 * draws active questions, records the attempt with its deadline and returns the questions
 * without answers. An open attempt of the same level is resumed; one past its deadline is
 * finalised first and a new one started.
 */
export async function startQuiz({ db, input, now = new Date() }: { db: Db; input: StartInput; now?: Date }): Promise<RunningQuiz> {
  const { userId, examType, subject, level } = input;
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.examType, examType), eq(quizAttempts.subject, subject), eq(quizAttempts.level, level), isNull(quizAttempts.completedAt)))
      .for('update');
    for (const attempt of open) {
      if (now.getTime() < attempt.deadlineAt.getTime()) return runningQuiz(attempt, await attemptQuestions(tx, attempt), now);
      await finaliseAttempt(tx, attempt, now);
    }

    // Entitlement, the previous level and the setting in one round trip.
    const [gate] = (
      (await tx.execute(sql`
        select
          exists (select 1 from subscriptions where user_id = ${userId} and status = 'active' and ends_at > ${now.toISOString()}::timestamptz) as premium,
          (select completed from user_progress where user_id = ${userId} and exam_type = ${examType} and subject = ${subject} and level = ${level - 1}) as previous_completed,
          (select json_build_object('questionsPerLevel', questions_per_level, 'timerMinutes', timer_minutes, 'shuffleQuestions', shuffle_questions)
             from exam_settings where exam_type = ${examType} and subject = ${subject} and level = ${level} and is_active) as setting`)) as unknown as { rows: Gate[] }
    ).rows;
    if (!canAccessLevel(level, Boolean(gate?.premium)))
      throw new AppError('PREMIUM_REQUIRED', 'Levels above 10 need a premium subscription.');
    if (levelState(level, new Set(gate?.previous_completed ? [level - 1] : [])) === 'locked')
      throw new AppError('LEVEL_LOCKED', `Complete level ${level - 1} first.`);
    const setting = gate?.setting ?? null;
    const config = quizConfig(setting);
    const pool = await tx
      .select({ id: questions.id, questionText: questions.questionText, options: questions.options, correctAnswer: questions.correctAnswer, topic: questions.topic })
      .from(questions)
      .where(and(eq(questions.examType, examType), eq(questions.subject, subject), eq(questions.level, level), eq(questions.isActive, true), eq(questions.pendingReview, false)));
    const label = `${examDisplayName(examType)}/${subjectDisplayName(subject)}/Level ${level}`;
    if (pool.length === 0) throw new AppError('NO_QUESTIONS', `No questions found for ${label}. Please contact your administrator.`);
    const valid = pool.filter((q) => q.questionText?.trim() && q.options && Object.keys(q.options).length >= 2 && q.correctAnswer);
    if (valid.length === 0) throw new AppError('NO_VALID_QUESTIONS', 'No valid questions found - questions may be malformed');

    const drawn = drawQuestions(valid, config.questionCount, config.shuffle);
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        userId,
        examType,
        subject,
        level,
        questions: drawn.map((q) => ({ id: q.id, optionOrder: [...OPTION_KEYS] })),
        answers: {},
        startedAt: now,
        deadlineAt: new Date(now.getTime() + config.timeLimitSeconds * 1000),
        totalQuestions: drawn.length,
      })
      .returning();
    const shown = drawn.map((q) => ({ ...q, explanation: null, topic: q.topic || guessTopic(subject, q.questionText) }));
    return runningQuiz(attempt!, shown, now);
  });
}

export type QuizState = RunningQuiz | QuizResult;
