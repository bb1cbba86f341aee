import type { api } from '../../../lib/api-client';
import type { OkBody } from '../../../lib/api-client';

/** The mocks API's answers, inferred from its routes (never written out by hand). */
type Mocks = typeof api.mocks;
type Paper = Mocks['papers'][':id'];
type Body<F> = F extends (...args: never[]) => Promise<infer R> ? OkBody<R> : never;

/** GET /api/mocks: the exams and their subjects, the allowance, the open paper, the history. */
export type MockOverview = Body<Mocks['$get']>;
export type MockExamOverview = MockOverview['exams'][number];
export type MockSubjectOverview = MockExamOverview['subjects'][number];
export type MockAllowance = MockOverview['allowance'];
/** A completed mock as the history (and the dashboard) lists it. */
export type MockSummary = MockOverview['history'][number];
export type MockExam = MockExamOverview['exam'];

/** A running paper (POST /papers answers 201 with it; GET /papers/:id while it runs). */
export type RunningMock = Body<Mocks['papers']['$post']>;
/** GET /papers/:id: running, overdue (the client submits it), or its result. */
export type MockState = Body<Paper['$get']>;
/** A submitted paper: the review (texts, keys, explanations) and each section's score. */
export type MockResult = Extract<MockState, { status: 'completed' }>;
/**
 * The submit's answer: the result without the texts, options and passages the phone holds
 * (`withPaperTexts` puts them back).
 */
export type SubmittedMock = Body<Paper['submit']['$post']>;
export type MockResultSection = MockResult['paper']['sections'][number];
/** A running paper as the phone holds it: with the server clock's offset from the phone's. */
export type ClientMock = RunningMock & { clockOffsetMs: number };
