import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/testing/test-app';
import { clearServed, mockLevel, setBlueprint } from '../server/testing/mock-paper-fixtures';
import type { MockResult, RunningMock, SubmittedMock } from '../server/services/mocks/mock-results';
import { DEFAULT_MOCK_BLUEPRINTS } from '../domain/mock-exams';
import { withPaperTexts } from '../web/features/mocks/api/mock-submitted';

/**
 * A mock's submit answers without the texts the phone holds (ADR 0011); the web puts back those
 * of the paper it ran (`withPaperTexts`). What the results screen then shows must be exactly the
 * review a reload reads (GET /api/mocks/papers/:id): texts, options, passages, keys and scores.
 * (Server and web meet in this folder only: elsewhere lint keeps them apart.)
 */
let app: TestApp;
const biology = DEFAULT_MOCK_BLUEPRINTS.find(
  (b) => b.examType === 'waec' && b.subject === 'biology',
)!;

beforeAll(async () => {
  app = await createTestApp();
  await setBlueprint(app.db, biology);
  await clearServed(app.db, 'waec', 'biology');
  // Exactly the paper's count, five on one passage: every question is asked.
  await mockLevel(app.db, {
    exam: 'waec',
    subject: 'biology',
    n: biology.questionCount,
    passage: 5,
  });
});
afterAll(() => app?.close());

describe('a mock submit merged with the paper the phone ran', () => {
  it('is the review GET /api/mocks/papers/:id answers', async () => {
    const u = await app.createUser();
    const started = await u.client.fetch('/api/mocks/papers', {
      json: { exam: 'waec', subjects: ['biology'] },
    });
    expect(started.status).toBe(201);
    const paper = (await started.json()) as RunningMock;
    expect(paper.passages).toHaveLength(1);
    const answers = Object.fromEntries(paper.questions.map((q, i) => [q.id, 'ABCD'[i % 4]!]));
    const res = await u.client.fetch(`/api/mocks/papers/${paper.attemptId}/submit`, {
      json: { answers },
    });
    expect(res.status).toBe(200);
    const submitted = (await res.json()) as SubmittedMock;

    const shown = withPaperTexts(submitted, { ...paper, clockOffsetMs: 0 });
    const review = (await (
      await u.client.fetch(`/api/mocks/papers/${paper.attemptId}`)
    ).json()) as MockResult;
    expect(shown).toEqual(review);
  });
});
