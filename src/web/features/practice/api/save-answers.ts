import { practiceSend } from './http';

export type AnswerPatch = Record<string, string | null>;
export type SavedAnswers = { answers: Record<string, string>; savedAt: string };

const path = (id: string) => `/quizzes/${encodeURIComponent(id)}/answers`;

/**
 * Autosave: merges answers into the open attempt. Called by the batching autosave hook rather
 * than through useMutation, which would keep a mutation state per tap.
 */
export const saveAnswers = (id: string, answers: AnswerPatch) =>
  practiceSend<SavedAnswers>('PUT', path(id), { answers });

/** Last-chance save when the page is hidden or closed: keepalive lets the request outlive the page. */
export function saveAnswersOnExit(id: string, answers: AnswerPatch) {
  // Best effort: the next visit resends whatever is still in local storage.
  practiceSend('PUT', path(id), { answers }, { keepalive: true }).catch(() => {});
}
