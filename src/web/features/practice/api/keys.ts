/**
 * @deprecated The practice API's types are in ./types and its query keys in lib/query-keys.ts.
 * Kept only for the app routes that still import the result type from here (level-results,
 * results); they move to `AttemptResult` from ./types with their next edit.
 */
export type { AttemptResult as QuizResult } from './types';
