import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api-client';

/** The practice API's answers, inferred from its routes (never written out by hand). */
type Practice = typeof api.practice;
type Attempt = Practice['quizzes'][':id'];

export type RunningAttempt = InferResponseType<Practice['quizzes']['$post'], 201>;
/** GET /quizzes/:id: running, overdue (the client submits it), or its result. */
export type AttemptState = InferResponseType<Attempt['$get'], 200>;
export type AttemptResult = InferResponseType<
  Practice['results'][':examType'][':subject'][':level']['$get'],
  200
>;
/** A submit's answer: the result without the texts and options this phone already has. */
export type SubmittedResult = InferResponseType<Attempt['submit']['$post'], 200>;
export type LevelList = InferResponseType<
  Practice['exams'][':examType']['subjects'][':subject']['levels']['$get'],
  200
>;
export type LevelCard = LevelList['levels'][number];
export type SubjectSummary = InferResponseType<
  Practice['exams'][':examType']['subjects']['$get'],
  200
>[number];
export type AttemptQuestion = RunningAttempt['questions'][number];
export type ResultQuestion = AttemptResult['questions'][number];

/** A running attempt as the phone holds it: with the offset of the server's clock from the phone's. */
export type ClientAttempt = RunningAttempt & { clockOffsetMs: number };
