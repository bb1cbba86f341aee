import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examSettings, questions, quizAttempts, userProgress } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { canAccessLevel, levelState, quizConfig } from '../../../domain/levels';
import { drawQuestions } from '../../../domain/quiz';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { OPTION_KEYS } from '../../../domain/questions';
import { hasActivePremium } from './entitlements';
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

    if (!canAccessLevel(level, await hasActivePremium({ db: tx, userId, now })))
      throw new AppError('PREMIUM_REQUIRED', 'Levels above 10 need a premium subscription.');
    if (level > 1) {
      const [previous] = await tx
        .select({ completed: userProgress.completed })
        .from(userProgress)
        .where(and(eq(userProgress.userId, userId), eq(userProgress.examType, examType), eq(userProgress.subject, subject), eq(userProgress.level, level - 1)));
      if (levelState(level, new Set(previous?.completed ? [level - 1] : [])) === 'locked')
        throw new AppError('LEVEL_LOCKED', `Complete level ${level - 1} first.`);
    }

    const [setting] = await tx
      .select()
      .from(examSettings)
      .where(and(eq(examSettings.examType, examType), eq(examSettings.subject, subject), eq(examSettings.level, level), eq(examSettings.isActive, true)));
    const config = quizConfig(setting);
    const pool = await tx
      .select({ id: questions.id, questionText: questions.questionText, options: questions.options, correctAnswer: questions.correctAnswer })
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
    return runningQuiz(attempt!, await attemptQuestions(tx, attempt!), now);
  });
}

export type QuizState = RunningQuiz | QuizResult;
