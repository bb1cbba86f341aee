import type { AttemptRow } from '../attempts/attempt-kind';
import type { AttemptResult, OverdueAttempt, RunningAttempt } from '../attempts/attempt-views';
import { competitionLabel, type CompetitionLabel } from '../../../domain/scoring';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import type { Grade } from '../../../domain/quiz';

/**
 * What the API says about an entry. Before the competition is over for everyone (its end plus
 * the grace) nothing in it names a correct answer or an explanation — not to someone who has
 * finished, not to anyone: a submit answers with the score only, and a finished entry's review
 * (`questions`) is null until `answersRevealAt`.
 */

/** The submit's answer (student §8: "Competition completed! Check your results."). */
export type SubmittedEntry = {
  status: 'completed';
  attemptId: string;
  competitionId: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  /** Seconds, measured by the server from entry to submit (or to the deadline). */
  timeTaken: number;
  performanceLabel: CompetitionLabel;
  startTime: string;
  endTime: string;
  message: string;
};

export function submittedEntry(attempt: AttemptRow, graded: Grade): SubmittedEntry {
  return {
    status: 'completed',
    attemptId: attempt.id,
    competitionId: attempt.target,
    score: graded.score,
    correctAnswers: graded.correctAnswers,
    totalQuestions: graded.totalQuestions,
    timeTaken: attempt.timeTaken ?? 0,
    performanceLabel: competitionLabel(graded.score),
    startTime: attempt.startedAt.toISOString(),
    endTime: (attempt.completedAt ?? attempt.deadlineAt).toISOString(),
    message: COMPETITION_MESSAGES.submitted,
  };
}

/** A finished entry on the results screen: score, rank of N, time, and the review once allowed. */
export type FinishedEntry = Omit<SubmittedEntry, 'message'> & {
  rank: number | null;
  /** N in "rank of N": entries submitted so far. */
  of: number;
  answersRevealAt: string;
  /** Null until answersRevealAt; then every question with the key and the explanation. */
  questions: AttemptResult['questions'] | null;
};

export type RunningEntry = RunningAttempt & { competitionId: string };
export type OverdueEntry = OverdueAttempt & { competitionId: string };
export type EntryState = RunningEntry | OverdueEntry | FinishedEntry;
