import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api-client';

/** The retry API's answers, inferred from its routes (never written out by hand). */
type Mistakes = typeof api.mistakes;
type Attempt = Mistakes['quizzes'][':id'];

/** What a retry quiz of a subject would be now, and the open one if any. */
export type MistakesSummary = InferResponseType<
  Mistakes['exams'][':examType']['subjects'][':subject']['$get'],
  200
>;
export type RetryRunning = InferResponseType<Mistakes['quizzes']['$post'], 201>;
/** GET /quizzes/:id: running, overdue (the client submits it), or its result. */
export type RetryState = InferResponseType<Attempt['$get'], 200>;
/** A submitted retry quiz, with its questions' texts (the results screen's shape). */
export type RetryResult = InferResponseType<Attempt['submit']['$post'], 200>;
/** A running retry quiz as the phone holds it: with the server clock's offset from the phone's. */
export type ClientRetry = RetryRunning & { clockOffsetMs: number };
