import type { ClientMock, MockResult, SubmittedMock } from './types';

/**
 * A mock's submit answers without the question texts, options, diagrams and passages the phone
 * already shows (ADR 0011, as practice's): this puts back those of the paper this phone ran, by
 * question id, giving the whole review (what GET /api/mocks/papers/:id answers).
 */
export function withPaperTexts(submitted: SubmittedMock, paper: ClientMock): MockResult {
  const { earned: _none, ...result } = submitted;
  const byId = new Map(paper.questions.map((q) => [q.id, q]));
  return {
    ...result,
    questions: submitted.questions.map((q) => {
      const shown = byId.get(q.id);
      return {
        ...q,
        questionText: shown?.questionText ?? '',
        options: shown?.options ?? [],
        ...(shown?.passageId ? { passageId: shown.passageId } : {}),
        ...(shown?.image ? { image: shown.image } : {}),
      };
    }),
    ...(paper.passages?.length ? { passages: [...paper.passages] } : {}),
  };
}
