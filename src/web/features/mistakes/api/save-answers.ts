import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';

const answersOf = api.mistakes.quizzes[':id'].answers;
type AnswerPatch = InferRequestType<typeof answersOf.$put>['json']['answers'];

/** Autosave of a retry quiz: merges answers into the open attempt (the runner batches them). */
export const saveAnswers = async (id: string, answers: AnswerPatch) =>
  readJson(await answersOf.$put({ param: { id }, json: { answers } }));

/** Last-chance save when the page is hidden or closed: keepalive lets the request outlive it. */
export function saveAnswersOnExit(id: string, answers: AnswerPatch) {
  // Best effort: the next visit resends whatever is still in local storage.
  answersOf
    .$put({ param: { id }, json: { answers } }, { init: { keepalive: true } })
    .catch(() => {});
}
