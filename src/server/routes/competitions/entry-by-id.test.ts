import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { givePremium } from '../../testing/practice-fixtures';
import { createCompetition, registerDirectly } from '../../testing/competition-fixtures';

/**
 * An entry by its attempt id (the attempt routes' GET /:id, ADR 0037): its owner reads it
 * running without keys, and once submitted as the submit answered — the score, never a key or a
 * review, which waits for the reveal (GET /:id/entry).
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function premiumStudent() {
  const u = await app.createUser();
  await givePremium(app.db, u.id);
  return u;
}

describe('GET /api/competitions/entries/:id', () => {
  it('reads the owner’s entry running without keys, then submitted with the score only', async () => {
    const s = await premiumStudent();
    const other = await premiumStudent();
    const c = await createCompetition(app.db);
    await registerDirectly(app.db, c.id, s.id);
    const entered = await s.client.fetch(`/api/competitions/${c.id}/entry`, { method: 'POST' });
    expect(entered.status).toBe(201);
    const { attemptId, questions } = (await entered.json()) as {
      attemptId: string;
      questions: { id: string }[];
    };
    const path = `/api/competitions/entries/${attemptId}`;

    const running = await s.client.fetch(path);
    expect(running.status).toBe(200);
    const runningText = await running.text();
    expect(runningText).not.toMatch(/"correctAnswer"|"explanation"|SECRET-EXPLANATION/);
    expect(JSON.parse(runningText)).toMatchObject({ status: 'in_progress', attemptId });

    const notYours = await other.client.fetch(path);
    expect([notYours.status, await errorCode(notYours)]).toEqual([404, 'NOT_FOUND']);
    const malformed = await s.client.fetch('/api/competitions/entries/not-a-uuid');
    expect([malformed.status, await errorCode(malformed)]).toEqual([400, 'VALIDATION_FAILED']);

    const submitted = await s.client.fetch(`${path}/submit`, {
      json: { answers: { [questions[0]!.id]: 'A' } },
    });
    expect(submitted.status).toBe(200);
    const result = (await submitted.json()) as Record<string, unknown>;
    expect(result).toMatchObject({ status: 'completed', attemptId, competitionId: c.id });

    const read = await s.client.fetch(path);
    const readText = await read.text();
    expect(readText).not.toMatch(/"correctAnswer"|"explanation"|"questions"|SECRET-EXPLANATION/);
    expect(JSON.parse(readText)).toEqual(result);
  });
});
