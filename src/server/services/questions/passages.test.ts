import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { TestApp, TestClient, TestUser } from '../../testing/test-app';
import { startAppWithAdminAndPremiumStudent } from '../../testing/app-with-users';
import { HEADER, formFor, upload } from '../../testing/upload-fixtures';
import { clearLevel, completeLevel, makeReady, uniqueLevel } from '../../testing/practice-fixtures';
import { atLevel } from '../../testing/at-level';
import { passages, questions } from '../../db/schema';
import { findStarterBankDir } from './seed-starter-bank';
import { importQuestions } from './import-questions';
import { parseQuestionCsv } from '../../../domain/question-csv';

/**
 * Passages (issue 14 item 1): the upload's passage columns make one passage per title and text,
 * shared by its questions; export round-trips them; a quiz start sends each passage once, its
 * questions side by side and no key; the result shows them again.
 */
let app: TestApp;
let admin: TestClient;
let student: TestUser;
beforeAll(async () => ({ app, admin, student } = await startAppWithAdminAndPremiumStudent()));
afterAll(() => app?.close());

const HARMATTAN = {
  title: 'The Harmattan',
  text: 'Every December a dry wind blows from the Sahara.\n\nDust hangs over Kano for weeks, and "the sun looks like a coin".',
  source: 'Written for PrepArena',
};
const CLOZE = { title: 'Market day', text: 'Amina (1) ______ to the market early.', source: '' };

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function row(n: number, key: string, passage?: typeof HARMATTAN) {
  return [
    'JAMB',
    'Literature',
    'Comprehension',
    'medium',
    '',
    `Passage question ${n} about the text ${'xyz'.repeat(n)}?`,
    `first ${n}`,
    `second ${n}`,
    `third ${n}`,
    `fourth ${n}`,
    key,
    `Because of line ${n}.`,
    '', // exams: the upload's exam
    passage?.title ?? '',
    passage?.text ?? '',
    passage?.source ?? '',
  ]
    .map(cell)
    .join(',');
}
const csv = (rows: string[]) =>
  [`${HEADER},passage_title,passage_text,passage_source`, ...rows].join('\n');

const passageRows = (at: { examType: string; subject: string }) =>
  app.db
    .select()
    .from(passages)
    .where(and(eq(passages.examType, at.examType), eq(passages.subject, at.subject)));

describe('passages through upload, export, quiz and results', () => {
  it('stores one passage per title and text, keeps it across re-uploads, drops it when unused', async () => {
    const at = uniqueLevel();
    const file = csv([
      row(1, 'A', HARMATTAN),
      row(2, 'B'),
      row(3, 'C', HARMATTAN),
      row(4, 'D', CLOZE),
      row(5, 'A', HARMATTAN),
      row(6, 'B', CLOZE),
    ]);
    const first = await upload(admin, formFor(at), { content: file });
    expect(first.status, await first.clone().text()).toBe(200);
    const stored = await passageRows(at);
    expect(stored.map((p) => p.title).sort()).toEqual(['Market day', 'The Harmattan']);
    expect(stored.find((p) => p.title === 'The Harmattan')).toMatchObject({
      text: HARMATTAN.text,
      source: 'Written for PrepArena',
    });
    const linked = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(atLevel(questions, at), isNotNull(questions.passageId)));
    expect(linked[0]!.n).toBe(5);

    // The same file again: the same passage rows.
    expect((await upload(admin, formFor(at), { content: file })).status).toBe(200);
    expect((await passageRows(at)).map((p) => p.id).sort()).toEqual(stored.map((p) => p.id).sort());

    // Export writes the passage columns; uploading the export gives the same bank.
    const exported = await admin.fetch(
      `/api/admin/questions/export?examType=${at.examType}&subject=${at.subject}&level=${at.level}`,
    );
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toContain('passage_text');
    expect(parsed.data.filter((r) => r.passage_text === HARMATTAN.text)).toHaveLength(3);
    expect((await upload(admin, formFor(at), { content: text })).status).toBe(200);
    expect((await passageRows(at)).map((p) => p.id).sort()).toEqual(stored.map((p) => p.id).sort());

    // A level re-uploaded without the cloze passage: the passage no question uses is deleted.
    await upload(admin, formFor(at), {
      content: csv([row(1, 'A', HARMATTAN), row(2, 'B'), row(3, 'C', HARMATTAN)]),
    });
    expect((await passageRows(at)).map((p) => p.title)).toEqual(['The Harmattan']);
  });

  it('sends each passage once with a quiz, never a key, its questions together; the result shows them', async () => {
    const at = uniqueLevel();
    await completeLevel(app.db, student.id, { ...at, level: at.level - 1 });
    const res = await upload(
      admin,
      formFor(at, { questionsPerLevel: '7', shuffleQuestions: 'false' }),
      {
        content: csv([
          row(1, 'A', HARMATTAN),
          row(2, 'B'),
          row(3, 'C', CLOZE),
          row(4, 'D', HARMATTAN),
          row(5, 'A'),
          row(6, 'B', HARMATTAN),
          row(7, 'C', CLOZE),
        ]),
      },
    );
    expect(res.status).toBe(200);
    await makeReady(app.db, at); // spares after the seven: the quiz draws exactly those
    const started = await student.client.fetch('/api/practice/quizzes', { json: at });
    expect(started.status).toBe(201);
    const raw = await started.text();
    expect(raw).not.toMatch(/correctAnswer|explanation|Because of line/);
    // Each passage's text once, however many of its questions were drawn.
    expect(raw.split(JSON.stringify(HARMATTAN.text).slice(1, -1)).length - 1).toBe(1);
    const quiz = JSON.parse(raw) as {
      attemptId: string;
      questions: { id: string; passageId?: string }[];
      passages: { id: string; title: string; text: string; source: string | null }[];
    };
    expect(quiz.passages.map((p) => p.title).sort()).toEqual(['Market day', 'The Harmattan']);
    expect(quiz.questions).toHaveLength(7);
    const ids = quiz.questions.map((q) => q.passageId ?? '-');
    // Questions of one passage are contiguous.
    for (const p of quiz.passages) {
      const at = ids.flatMap((id, i) => (id === p.id ? [i] : []));
      expect(at[at.length - 1]! - at[0]!).toBe(at.length - 1);
    }
    expect(ids.filter((id) => id === '-')).toHaveLength(2);

    // A reload (GET) sends them too; the result after submitting shows them with the keys.
    const read = await (
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`)
    ).json();
    expect(read.passages).toHaveLength(2);
    const submitted = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
      json: { answers: {} },
    });
    expect(submitted.status).toBe(200);
    const result = await (
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`)
    ).json();
    expect(result.status).toBe('completed');
    expect(result.passages.map((p: { title: string }) => p.title).sort()).toEqual([
      'Market day',
      'The Harmattan',
    ]);
    expect(result.questions.filter((q: { passageId?: string }) => q.passageId).length).toBe(5);
  });

  it('leaves a quiz without passages exactly as before (no passages field)', async () => {
    const at = uniqueLevel();
    await completeLevel(app.db, student.id, { ...at, level: at.level - 1 });
    await upload(admin, formFor(at), { content: csv([row(1, 'A'), row(2, 'B')]) });
    await makeReady(app.db, at);
    const quiz = await (await student.client.fetch('/api/practice/quizzes', { json: at })).json();
    expect(quiz).not.toHaveProperty('passages');
    expect(quiz.questions[0]).not.toHaveProperty('passageId');
  });
});

describe('the start payload of a 40-question English quiz with passages (issue 14 target)', () => {
  it('stays at most 12 KB gzipped, each passage once', async () => {
    const at = { examType: 'neco', subject: 'english', level: 10 };
    const dir = findStarterBankDir()!;
    // Levels 9 and 10 of the bank as one level: a 40-question level is ready with 80 (issue 20).
    const files = ['level-9.csv', 'level-9-passages.csv', 'level-10.csv', 'level-10-passages.csv'];
    const drafts = files.flatMap((file) => {
      const r = parseQuestionCsv(fs.readFileSync(path.join(dir, 'english', file), 'utf8'), {
        ...at,
        selectedLevel: 10,
      });
      if (!r.ok) throw new Error(r.error);
      return r.accepted.map(({ row: _row, ...d }) => ({ ...d, level: 10 }));
    });
    await importQuestions({
      ctx: { db: app.db, now: new Date() },
      input: {
        ...at,
        drafts,
        settings: {
          questionsPerLevel: 40,
          timerMinutes: 40,
          shuffleQuestions: true,
          isActive: true,
        },
      },
    });
    await completeLevel(app.db, student.id, { ...at, level: 9 });
    const res = await student.client.fetch('/api/practice/quizzes', { json: at });
    expect(res.status).toBe(201);
    const raw = await res.text();
    const quiz = JSON.parse(raw) as { questions: unknown[]; passages: { text: string }[] };
    expect(quiz.questions).toHaveLength(40);
    expect(quiz.passages.length).toBeGreaterThanOrEqual(3);
    for (const p of quiz.passages) expect(raw.split(JSON.stringify(p.text)).length - 1).toBe(1);
    const gzipped = zlib.gzipSync(raw).length;
    console.info(`40-question English start payload: ${raw.length} B, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThanOrEqual(12 * 1024);
  });
});

describe('admins give a question a passage by hand (manual entry and edit)', () => {
  it('links by title and text, shows it, detaches it, and drops a passage left unused', async () => {
    const at = uniqueLevel();
    await clearLevel(app.db, at); // and its syllabus: 'Comprehension' is this test's own topic
    const body = (n: number, passage: unknown) => ({
      ...at,
      topic: 'Comprehension',
      difficulty: 'medium',
      questionText: `Manual passage question ${n} ${'q'.repeat(n)}?`,
      options: { A: `a${n}`, B: `b${n}`, C: `c${n}`, D: `d${n}` },
      correctAnswer: 'B',
      explanation: 'Line two says so.',
      passage,
    });
    const passage = { title: 'Lagos lagoon', text: 'The lagoon is wide.\n\nBoats cross it.' };
    const one = await admin.fetch('/api/admin/questions', { json: body(1, passage) });
    expect(one.status, await one.clone().text()).toBe(201);
    const first = await one.json();
    expect(first.passage).toEqual({ ...passage, source: null });
    const two = await (
      await admin.fetch('/api/admin/questions', {
        json: body(2, { ...passage, source: 'Written for PrepArena' }),
      })
    ).json();
    const ids = await app.db
      .select({ passageId: questions.passageId })
      .from(questions)
      .where(sql`${questions.id} in (${first.id}, ${two.id})`);
    expect(new Set(ids.map((r) => r.passageId)).size).toBe(1);

    // An edit that sends no passage keeps it; null detaches it.
    const kept = await admin.fetch(`/api/admin/questions/${first.id}`, {
      method: 'PATCH',
      json: { ...body(1, undefined), questionText: 'Manual passage question 1, edited?' },
    });
    expect((await kept.json()).passage).not.toBeNull();
    for (const q of [first, two]) {
      const res = await admin.fetch(`/api/admin/questions/${q.id}`, {
        method: 'PATCH',
        json: body(q === first ? 1 : 2, null),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).passage).toBeNull();
    }
    expect(await passageRows(at)).toEqual([]);

    // A passage without its text is refused with the field's message.
    const bad = await admin.fetch('/api/admin/questions', {
      json: body(3, { title: 'No text', text: '' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Passage text');
  });
});
