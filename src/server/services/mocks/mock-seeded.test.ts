import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { examBlueprints, user } from '../../db/schema';
import { DEFAULT_MOCK_BLUEPRINTS } from '../../../domain/mock-exams';
import { JsonText } from '../../lib/json-text';
import { startAttempt } from '../attempts/start-attempt';
import { findStarterBankDir, seedStarterBank } from '../questions/seed-starter-bank';
import { mockAttempt } from './mock-kind';
import type { RunningMock } from './mock-results';
import { mockSupply } from './mock-supply';

// Its own database: what migration 0018 seeds, and a paper drawn from the starter bank (which
// fills every exam and would disturb the shared database's tests).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database?.close());

describe('mock papers on a new database', () => {
  it('has the default blueprints of domain/mock-exams, seeded by migration 0018', async () => {
    const rows = await database.db.select().from(examBlueprints);
    const seeded = rows.map((r) => ({
      examType: r.examType,
      subject: r.subject,
      questionCount: r.totalQuestionsRealExam,
      minutes: r.totalTimeRealExam,
      topicWeights: r.topicWeights,
    }));
    const key = (b: { examType: string; subject: string }) => `${b.examType}/${b.subject}`;
    const sorted = <T extends { examType: string; subject: string }>(list: readonly T[]) =>
      [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(seeded)).toEqual(sorted(DEFAULT_MOCK_BLUEPRINTS));
  });

  it('fills every paper from the starter bank, and a UTME paper starts in under 25 KB gzipped', async () => {
    const db = database.db;
    await seedStarterBank({ ctx: { db, now: new Date() }, input: { dir: findStarterBankDir()! } });
    const supply = await mockSupply(db);
    expect(supply).toHaveLength(DEFAULT_MOCK_BLUEPRINTS.length);
    expect(supply.filter((r) => !r.fillable)).toEqual([]);
    expect(supply[0]).toMatchObject({ exam: 'jamb', subject: 'english', name: 'Use of English' });

    await db.insert(user).values({ id: 'mock-student', name: 'S', email: 's@example.test' });
    const started = await startAttempt({
      ctx: { db, userId: 'mock-student', now: new Date() },
      kind: mockAttempt,
      input: { exam: 'jamb', subjects: ['english', 'mathematics', 'physics', 'chemistry'] },
    });
    const text = started instanceof JsonText ? started.text : JSON.stringify(started);
    const paper = JSON.parse(text) as RunningMock;
    expect(paper.questions).toHaveLength(180);
    expect(paper.paper.sections.map((s) => s.count)).toEqual([60, 40, 40, 40]);
    expect(new Set(paper.questions.map((q) => q.id)).size).toBe(180);
    // Use of English asks comprehension and cloze passages (each sent once), as the UTME does.
    expect(paper.passages?.length).toBeGreaterThanOrEqual(2);
    const onPassage = paper.questions.flatMap((q, i) => (q.passageId ? [i] : []));
    expect(onPassage.every((i) => i < 60)).toBe(true);
    // Issue 23's budget for the start payload (passages sent once).
    expect(gzipSync(text).length).toBeLessThanOrEqual(25_000);
  }, 120_000);
});
