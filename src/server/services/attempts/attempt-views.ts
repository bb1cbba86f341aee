import { OPTION_KEYS } from '../../../domain/questions';
import {
  toQuizQuestion,
  type BankQuestion,
  type Grade,
  type QuizQuestion,
} from '../../../domain/quiz';
import { JsonText } from '../../lib/json-text';
import {
  ACHIEVEMENT_BY_CODE,
  type AchievementCode,
  type Rarity,
} from '../../../domain/achievements';
import type { MockPaper } from '../../db/schema';
import type { AttemptRow, SubmitEffects } from './attempt-kind';
import type { LevelQuestion } from './question-cache';
import { passagesOf, type Passage } from '../../../domain/passages';
import type { QuestionImage } from '../../../domain/diagrams';

/**
 * What the API answers about an attempt: running (questions without keys), overdue (open past
 * its deadline + grace, not yet submitted: the client submits it), or submitted (the result).
 */

type Shown = Pick<
  AttemptRow,
  | 'id'
  | 'examType'
  | 'subject'
  | 'level'
  | 'questions'
  | 'answers'
  | 'startedAt'
  | 'deadlineAt'
  | 'paper'
>;

export type RunningAttempt = {
  status: 'in_progress';
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
  questions: QuizQuestion[];
  answers: Record<string, string>;
  startedAt: string;
  deadlineAt: string;
  serverNow: string;
  timeLimitSeconds: number;
  /** The passages its questions belong to, each once (issue 14); absent when none has one. */
  passages?: Passage[];
  /** A mock exam's paper: its sections in question order, time per subject; absent otherwise. */
  paper?: MockPaper;
};

export function runningAttempt(attempt: Shown, bank: BankQuestion[], now: Date): RunningAttempt {
  const order = new Map(attempt.questions.map((q) => [q.id, q.optionOrder]));
  return {
    status: 'in_progress',
    attemptId: attempt.id,
    examType: attempt.examType,
    subject: attempt.subject,
    level: attempt.level,
    questions: bank.map((q) => toQuizQuestion(q, order.get(q.id))),
    answers: attempt.answers,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    timeLimitSeconds: Math.round(
      (attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / 1000,
    ),
    ...(attempt.paper ? { paper: attempt.paper } : {}),
    ...withPassages(bank),
  };
}

/** `{ passages }` when some question has a passage, else nothing (the payload stays as it was). */
function withPassages(questions: readonly { passage?: Passage | null }[]) {
  const passages = passagesOf(questions);
  return passages.length ? { passages } : {};
}

/**
 * `runningAttempt` as JSON text, assembled from the questions' running-attempt JSON serialised
 * once in the question cache (the busiest answer of the API: a start). Falls back to
 * serialising when an attempt shows options in an order of its own.
 */
export function runningAttemptJson(
  attempt: Shown,
  shown: LevelQuestion[],
  now: Date,
): JsonText<RunningAttempt> {
  const defaultOrder = attempt.questions.every(
    (q) => q.optionOrder.join('') === OPTION_KEYS.join(''),
  );
  if (!defaultOrder) return new JsonText(JSON.stringify(runningAttempt(attempt, shown, now)));
  const { questions: _none, ...head } = runningAttempt(attempt, [], now);
  const passages = passagesOf(shown);
  const tail = passages.length ? `,"passages":${JSON.stringify(passages)}` : '';
  return new JsonText(
    `${JSON.stringify(head).slice(0, -1)},"questions":[${shown.map((q) => q.shownJson).join(',')}]${tail}}`,
  );
}

export type OverdueAttempt = {
  status: 'overdue';
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
};

export function overdueAttempt(attempt: AttemptRow): OverdueAttempt {
  const { id: attemptId, examType, subject, level } = attempt;
  return { status: 'overdue', attemptId, examType, subject, level };
}

/** Everything the results screen needs (spec §3 Quiz result), from a submitted attempt. */
export type AttemptResult = {
  status: 'completed';
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  timeTaken: number;
  startTime: string;
  endTime: string;
  questions: {
    id: string;
    questionText: string;
    options: { key: string; text: string }[];
    correctAnswer: string;
    selected: string | null;
    correct: boolean;
    explanation: string | null;
    topic: string;
    passageId?: string;
    /** Its diagram (issue 14 item 2); absent without one. */
    image?: QuestionImage;
  }[];
  /** The passages of its questions, each once (issue 14); absent when none has one. */
  passages?: Passage[];
};

export function attemptResult(attempt: AttemptRow, graded: Grade): AttemptResult {
  return {
    ...summary(attempt, graded),
    questions: graded.questions.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      options: OPTION_KEYS.map((key) => ({ key, text: q.options[key] })),
      correctAnswer: q.correctAnswer,
      selected: q.selected,
      correct: q.correct,
      explanation: q.explanation,
      topic: q.topic ?? 'General',
      ...(q.passage ? { passageId: q.passage.id } : {}),
      ...(q.image ? { image: q.image } : {}),
    })),
    ...withPassages(graded.questions),
  };
}

/**
 * A submit's answer: the result without the question texts and options, which the phone that
 * submitted already holds (it merges them back; ADR 0011). Half the bytes on a student's data
 * plan, and half the server's JSON and gzip work on the busiest request.
 */
export type SubmittedResult = Omit<AttemptResult, 'questions'> & {
  questions: Omit<AttemptResult['questions'][number], 'questionText' | 'options' | 'image'>[];
  /** The achievements this submit earned (the results screen toasts them); [] on a re-submit. */
  earned: { code: AchievementCode; title: string; rarity: Rarity }[];
};

export function submittedResult(
  attempt: AttemptRow,
  graded: Grade,
  effects?: SubmitEffects,
): SubmittedResult {
  return {
    ...summary(attempt, graded),
    questions: graded.questions.map(gradedQuestion),
    earned: (effects?.earned ?? []).flatMap((code) => {
      const a = ACHIEVEMENT_BY_CODE.get(code);
      return a ? [{ code, title: a.title, rarity: a.rarity }] : [];
    }),
  };
}

function summary(attempt: AttemptRow, graded: Grade): Omit<AttemptResult, 'questions'> {
  return {
    status: 'completed',
    attemptId: attempt.id,
    examType: attempt.examType,
    subject: attempt.subject,
    level: attempt.level,
    score: graded.score,
    totalQuestions: graded.totalQuestions,
    correctAnswers: graded.correctAnswers,
    timeTaken: attempt.timeTaken ?? 0,
    startTime: attempt.startedAt.toISOString(),
    endTime: (attempt.completedAt ?? attempt.deadlineAt).toISOString(),
  };
}

/** Built field by field: object spread is slow on the submit path (domain/quiz `grade`). */
function gradedQuestion(q: Grade['questions'][number]) {
  return {
    id: q.id,
    correctAnswer: q.correctAnswer,
    selected: q.selected,
    correct: q.correct,
    explanation: q.explanation,
    topic: q.topic ?? 'General',
  };
}
