import type { SQL } from 'drizzle-orm';
import type { quizAttempts } from '../../db/schema';
import type { BankQuestion } from '../../../domain/quiz';
import type { Db } from '../../db/client';
import type { AchievementCode } from '../../../domain/achievements';
import type { UserCtx } from '../context';
import type { LevelQuestion } from './question-cache';

/** What a submit adds to its answer: the achievements it earned (practice), by code. */
export type SubmitEffects = { earned: AchievementCode[] };

/** One attempt row, as the schema defines it. */
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptKindName = AttemptRow['kind'];

/** An open attempt the gate found for the target: resumed, or submitted first when overdue. */
export type OpenAttempt = { id: string; deadlineAt: string };

/** A new attempt as its kind plans it: what it is for, its questions in order, its time. */
export type AttemptPlan = Pick<AttemptRow, 'examType' | 'subject' | 'level'> & {
  questions: LevelQuestion[];
  timeLimitSeconds: number;
  /** The version of the questions the plan drew from (see `bankVersion` below). */
  bankVersion: number;
  /** A mock exam's paper (its sections), stored by the start's own insert; other kinds have none. */
  paper?: AttemptRow['paper'];
};

/**
 * What makes one kind of timed attempt (practice level, competition entry, mock exam) differ
 * from another; everything else — keys stripped before submit, server deadline + grace, one open
 * attempt per owner and target, autosave merged in the database, grading once, overdue attempts
 * submitted with what was saved — is the engine's (ADR 0012).
 */
export type AttemptKind<Input, Gate extends { open: OpenAttempt | null }> = {
  name: AttemptKindName;
  /** The target key: one open attempt per owner, kind and target. */
  target(input: Input): string;
  /** One read: the owner's open attempt for the target, and what `plan` needs. */
  gate(ctx: UserCtx, input: Input, target: string): Promise<Gate>;
  /** Refuses (AppError) or draws the questions and fixes the time limit of a new attempt. */
  plan(ctx: UserCtx, input: Input, gate: Gate): Promise<AttemptPlan>;
  /**
   * The version of an attempt's questions, as an SQL expression over the `quiz_attempts` row
   * (it is read with the attempt and re-checked by the submit statement, so grading never uses
   * questions that changed since they were read).
   */
  bankVersion: SQL;
  /** The attempt's questions in its order, as of `version` (or newer). */
  bank(
    db: Db,
    attempt: AttemptRow,
    version: number | null,
  ): Promise<{ bank: BankQuestion[]; bankVersion: number }>;
  /**
   * The kind's effects of a submit, run in the same SQL statement as the submit itself: what
   * follows `with submitted as (…)` — a query over the CTE `submitted` (the submitted attempt
   * rows, every column but `questions` and `answers`), optionally preceded by further CTEs
   * (starting with a comma) — returning one row per submitted attempt. Grading values are bound
   * as `answers` (JSON), `score`, `correctAnswers`, `totalQuestions` and `timeTaken`, and the
   * kind's own `effectParams`. A column `earned` (JSON text: achievement codes) is passed back
   * to the submit's answer, and a column `paper` (JSON text: the submitted row's paper, a mock's)
   * replaces the paper of the attempt the answer is formatted from.
   */
  onSubmit: SQL;
  /** Values the kind's `onSubmit` binds beside the grading values (e.g. display names). */
  effectParams?(attempt: AttemptRow): Record<string, string | number>;
};

/** Any kind, for the engine's own bookkeeping. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAttemptKind = AttemptKind<any, { open: OpenAttempt | null }>;
