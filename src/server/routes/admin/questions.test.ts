import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { AdminQuestionDto, QuestionPageDto } from '../../services/admin/types';
import {
  draft,
  freshLevel,
  insertQuestions,
  insertTopic,
  questionBody,
  questionRows,
  setQuestionColumns,
  type Level,
} from '../../testing/admin-fixtures';
import { ADMIN_MESSAGES, type ReviewFlagFilter } from '../../../domain/admin-rules';
import { BLIND_CHECK_MISSING, FLAGS, REVIEW_FLAGS } from '../../../domain/generation-flags';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const page = async (qs: string) => {
  const res = await admin.fetch(`/api/admin/questions?${qs}`);
  expect(res.status).toBe(200);
  return (await res.json()) as QuestionPageDto;
};
const qsOf = (at: Level, extra = '') =>
  `examType=${at.examType}&subject=${at.subject}&level=${at.level}${extra}`;

/** 7 active, 3 pending (one of them is_active), 2 inactive, in insertion order. */
async function mixedLevel() {
  const at = await freshLevel(app.db);
  const ids: string[] = [];
  for (const [isActive, pendingReview] of [
    ...Array(7).fill([true, false]),
    [false, true],
    [true, true],
    [false, true],
    [false, false],
    [false, false],
  ] as [boolean, boolean][])
    ids.push(...(await insertQuestions(app.db, [{ ...draft(at), isActive, pendingReview }])));
  return { at, ids };
}

describe('GET /api/admin/questions (Manage)', () => {
  it('pages in level, created_at, id order with totals that ignore the status filter', async () => {
    const { at, ids } = await mixedLevel();
    const first = await page(qsOf(at, '&pageSize=5'));
    expect(first).toMatchObject({
      total: 12,
      page: 1,
      pageSize: 5,
      totals: { active: 7, pending: 3, inactive: 2 },
    });
    expect(first.items.map((q) => q.id)).toEqual(ids.slice(0, 5));
    const third = await page(qsOf(at, '&pageSize=5&page=3'));
    expect(third.items.map((q) => q.id)).toEqual(ids.slice(10));
    expect((await page(qsOf(at, '&pageSize=5&page=4'))).items).toEqual([]);
    expect((await page(qsOf(at))).pageSize).toBe(25);
  });

  it.each([
    ['active', 7, [0, 7]],
    ['pending', 3, [7, 10]],
    ['inactive', 2, [10, 12]],
    ['all', 12, [0, 12]],
  ] as const)('filters status=%s', async (status, total, [from, to]) => {
    const { at, ids } = await mixedLevel();
    const body = await page(qsOf(at, `&status=${status}`));
    expect(body.total).toBe(total);
    expect(body.totals).toEqual({ active: 7, pending: 3, inactive: 2 });
    expect(body.items.map((q) => q.id)).toEqual(ids.slice(from, to));
  });

  it('covers all levels when no level is given, ordered by level', async () => {
    const a = await freshLevel(app.db);
    const b = { ...a, level: a.level === 50 ? 49 : a.level + 1 };
    const [high] = await insertQuestions(app.db, [draft(b)]);
    const [low] = await insertQuestions(app.db, [draft(a)]);
    const body = await page(`examType=${a.examType}&subject=${a.subject}&pageSize=100&level=`);
    const mine = body.items.filter((q) => q.id === high || q.id === low).map((q) => q.id);
    expect(mine).toEqual(a.level < b.level ? [low, high] : [high, low]);
    const levels = body.items.map((q) => q.level);
    expect(levels).toEqual([...levels].sort((x, y) => x - y));
  });

  it('accepts exam and subject aliases in any case', async () => {
    const at = await freshLevel(app.db);
    await insertQuestions(app.db, [draft(at)]);
    const alias = { jamb: 'JAMB-UTME', waec: 'Waec SSCE', neco: 'NECO' }[at.examType as 'jamb'];
    expect(
      (
        await page(
          `examType=${encodeURIComponent(alias)}&subject=${at.subject.toUpperCase()}&level=${at.level}`,
        )
      ).total,
    ).toBe(1);
  });

  it.each([
    ['subject=mathematics', 'examType'],
    ['examType=jamb', 'subject'],
    ['examType=jamb&subject=mathematics&level=51', 'level'],
    ['examType=jamb&subject=mathematics&status=live', 'status'],
    ['examType=jamb&subject=mathematics&page=0', 'page'],
    ['examType=jamb&subject=mathematics&pageSize=101', 'pageSize'],
    ['examType=nope&subject=mathematics', 'examType'],
  ])('rejects %s (400 on %s)', async (qs, field) => {
    const res = await admin.fetch(`/api/admin/questions?${qs}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.details)).toContain(field);
  });
});

describe('POST /api/admin/questions (manual entry) and PATCH (edit)', () => {
  it('stores a live question at the chosen level, linked to its topic by name', async () => {
    const at = await freshLevel(app.db);
    const topic = await insertTopic(app.db, {
      examType: at.examType,
      subject: at.subject,
      topicName: `Surds ${at.level}-${Date.now()}`,
    });
    const res = await admin.fetch('/api/admin/questions', {
      json: questionBody(at, {
        topic: topic.topicName.toUpperCase(),
        difficulty: 'HARD',
        correctAnswer: 'c',
      }),
    });
    expect(res.status).toBe(201);
    const q = (await res.json()) as AdminQuestionDto;
    expect(q).toMatchObject({
      ...at,
      topicId: topic.id,
      topicName: topic.topicName,
      difficulty: 'hard',
      correctAnswer: 'C',
      source: 'admin-upload',
      isActive: true,
      pendingReview: false,
    });
    expect((await page(qsOf(at))).items.map((i) => i.id)).toEqual([q.id]);
  });

  it('leaves topic_id empty when no syllabus topic matches, and honours a chosen topicId', async () => {
    const at = await freshLevel(app.db);
    const none = (await (
      await admin.fetch('/api/admin/questions', {
        json: questionBody(at, { topic: 'Nothing like it' }),
      })
    ).json()) as AdminQuestionDto;
    expect(none).toMatchObject({ topic: 'Nothing like it', topicId: null, topicName: null });
    const topic = await insertTopic(app.db, {
      examType: at.examType,
      subject: at.subject,
      topicName: `Chosen ${Date.now()}`,
    });
    const chosen = (await (
      await admin.fetch('/api/admin/questions', { json: questionBody(at, { topicId: topic.id }) })
    ).json()) as AdminQuestionDto;
    expect(chosen.topicId).toBe(topic.id);
    const other = await admin.fetch('/api/admin/questions', {
      json: questionBody(
        { ...at, subject: at.subject === 'physics' ? 'biology' : 'physics' },
        { topicId: topic.id },
      ),
    });
    expect(other.status).toBe(400);
  });

  it.each([
    [{ difficulty: 'tricky' }, 'Invalid difficulty value. Must be one of: easy, medium, hard'],
    [{ correctAnswer: 'E' }, 'Invalid correct answer. Must be one of: A, B, C, D'],
    [{ explanation: '  ' }, 'Explanation is required'],
    [{ level: 0 }, 'Level must be between 1 and 50'],
    [{ options: { A: 'x', B: 'x', C: 'y', D: 'z' } }, 'The four options must all be different'],
  ])('validates manual entry %o', async (over, message) => {
    const at = await freshLevel(app.db);
    const res = await admin.fetch('/api/admin/questions', { json: questionBody(at, over) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect((await page(qsOf(at))).total).toBe(0);
  });

  it('edits every field in place, keeps status and source, relinks the topic', async () => {
    const at = await freshLevel(app.db);
    const [id] = await insertQuestions(app.db, [
      { ...draft(at), pendingReview: true, isActive: false, source: 'ai' },
    ]);
    const topic = await insertTopic(app.db, {
      examType: at.examType,
      subject: at.subject,
      topicName: `Edited ${Date.now()}`,
    });
    const edit = questionBody(at, {
      level: at.level === 50 ? 49 : at.level + 1,
      topic: topic.topicName,
      questionText: 'Edited text?',
      explanation: 'Edited.',
    });
    const res = await admin.fetch(`/api/admin/questions/${id}`, { method: 'PATCH', json: edit });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      level: edit.level,
      questionText: 'Edited text?',
      explanation: 'Edited.',
      topicId: topic.id,
      source: 'ai',
      pendingReview: true,
      isActive: false,
    });
    const missing = await admin.fetch('/api/admin/questions/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      json: edit,
    });
    expect(missing.status).toBe(404);
    const invalid = await admin.fetch(`/api/admin/questions/${id}`, {
      method: 'PATCH',
      json: { ...edit, questionText: '' },
    });
    expect(invalid.status).toBe(400);
  });
});

describe('approve, activate/deactivate, delete', () => {
  it('approves only a pending question (pending → active)', async () => {
    const at = await freshLevel(app.db);
    const [pending, active] = await insertQuestions(app.db, [
      { ...draft(at), pendingReview: true, isActive: false },
      draft(at),
    ]);
    const res = await admin.fetch(`/api/admin/questions/${pending}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: pending, pendingReview: false, isActive: true });
    const again = await admin.fetch(`/api/admin/questions/${pending}/approve`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('CONFLICT');
    expect(
      (await admin.fetch(`/api/admin/questions/${active}/approve`, { method: 'POST' })).status,
    ).toBe(409);
    expect(
      (
        await admin.fetch('/api/admin/questions/00000000-0000-4000-8000-000000000000/approve', {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });

  it('toggles active/inactive, but not while pending', async () => {
    const at = await freshLevel(app.db);
    const [active, pending] = await insertQuestions(app.db, [
      draft(at),
      { ...draft(at), pendingReview: true },
    ]);
    const off = await admin.fetch(`/api/admin/questions/${active}/active`, {
      json: { isActive: false },
    });
    expect(await off.json()).toMatchObject({ isActive: false, pendingReview: false });
    expect((await page(qsOf(at))).totals).toEqual({ active: 0, pending: 1, inactive: 1 });
    const on = await admin.fetch(`/api/admin/questions/${active}/active`, {
      json: { isActive: true },
    });
    expect(await on.json()).toMatchObject({ isActive: true });
    const blocked = await admin.fetch(`/api/admin/questions/${pending}/active`, {
      json: { isActive: false },
    });
    expect(blocked.status).toBe(409);
    expect(await errorCode(blocked)).toBe('CONFLICT');
    const bad = await admin.fetch(`/api/admin/questions/${active}/active`, {
      json: { isActive: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await admin.fetch('/api/admin/questions/00000000-0000-4000-8000-000000000000/active', {
          json: { isActive: true },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a question (204), then 404', async () => {
    const at = await freshLevel(app.db);
    const [id] = await insertQuestions(app.db, [draft(at)]);
    const res = await admin.fetch(`/api/admin/questions/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await questionRows(app.db, id!)).toEqual([]);
    expect((await admin.fetch(`/api/admin/questions/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await admin.fetch('/api/admin/questions/nope', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('GET /api/admin/questions/pending (Review)', () => {
  it('lists pending questions newest first with their topic name, filtered by exam type in any case', async () => {
    const at = await freshLevel(app.db);
    const topic = await insertTopic(app.db, {
      examType: at.examType,
      subject: at.subject,
      topicName: `Review ${Date.now()}`,
    });
    const older = new Date(Date.now() - 60_000);
    const [a] = await insertQuestions(app.db, [
      { ...draft(at), pendingReview: true, isActive: false },
    ]);
    await setQuestionColumns(app.db, a!, { createdAt: older, topicId: topic.id });
    const [b] = await insertQuestions(app.db, [
      { ...draft(at), pendingReview: true, isActive: false },
    ]);
    await insertQuestions(app.db, [draft(at)]);

    const res = await admin.fetch(
      `/api/admin/questions/pending?examType=${at.examType.toUpperCase()}&limit=1000`,
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as AdminQuestionDto[];
    expect(list.every((q) => q.pendingReview && q.examType === at.examType)).toBe(true);
    const mine = list.filter((q) => q.id === a || q.id === b);
    expect(mine.map((q) => q.id)).toEqual([b, a]);
    expect(mine[1]!.topicName).toBe(topic.topicName);
    const created = list.map((q) => Date.parse(q.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));

    const other = (await (
      await admin.fetch(
        '/api/admin/questions/pending?examType=' + (at.examType === 'jamb' ? 'waec' : 'jamb'),
      )
    ).json()) as AdminQuestionDto[];
    expect(other.some((q) => q.id === a || q.id === b)).toBe(false);
    expect((await admin.fetch('/api/admin/questions/pending?examType=zzz')).status).toBe(400);
  });

  it('filters by one flag kind; a question no blind check answered counts as flagged', async () => {
    const at = await freshLevel(app.db);
    const ai = (flags: string[], blindCheck = 'done') => ({
      ...draft(at),
      pendingReview: true,
      isActive: false,
      source: 'ai',
      aiMetadata: { model: 'm', flags, blindAnswer: null, blindCheck },
    });
    const questions = {
      clean: ai([]),
      disagrees: ai([FLAGS.blindDisagrees]),
      ambiguous: ai([FLAGS.ambiguous]),
      offSyllabus: ai([FLAGS.topicOutsideSyllabus]),
      longest: ai([FLAGS.longestOptionKey]),
      latex: ai([FLAGS.latex]),
      twoFlags: ai([FLAGS.blindDisagrees, FLAGS.latex]),
      blindFailed: ai([], 'not run: rate limited'),
      blindSkipped: ai([FLAGS.longestOptionKey], 'no answer'),
      // Uploaded (or from before blindCheck was stored): no metadata, never flagged.
      upload: { ...draft(at), pendingReview: true, isActive: false },
    };
    const names = Object.keys(questions) as (keyof typeof questions)[];
    const ids = await insertQuestions(app.db, Object.values(questions));
    const nameOf = new Map(ids.map((id, i) => [id, names[i]!]));

    const pending = async (flags: ReviewFlagFilter) => {
      const res = await admin.fetch(
        `/api/admin/questions/pending?examType=${at.examType}&flags=${flags}&limit=1000`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as AdminQuestionDto[]).filter((q) => nameOf.has(q.id));
    };
    const namesOf = (list: AdminQuestionDto[]) => list.map((q) => nameOf.get(q.id)!).sort();

    const byKind: Record<(typeof REVIEW_FLAGS)[number], string[]> = {
      [FLAGS.blindDisagrees]: ['disagrees', 'twoFlags'],
      [FLAGS.ambiguous]: ['ambiguous'],
      [FLAGS.topicOutsideSyllabus]: ['offSyllabus'],
      [FLAGS.longestOptionKey]: ['blindSkipped', 'longest'],
      [FLAGS.latex]: ['latex', 'twoFlags'],
      [BLIND_CHECK_MISSING]: ['blindFailed', 'blindSkipped'],
    };
    for (const kind of REVIEW_FLAGS) {
      const list = await pending(kind);
      expect(namesOf(list), kind).toEqual(byKind[kind]);
      expect(list.every((q) => q.flags.includes(kind))).toBe(true);
    }
    const flagged = names.filter((n) => n !== 'clean' && n !== 'upload').sort();
    expect(namesOf(await pending('flagged'))).toEqual(flagged);
    expect(namesOf(await pending('unflagged'))).toEqual(['clean', 'upload']);
    expect(namesOf(await pending('all'))).toEqual([...names].sort());

    // The list shows the derived flag beside the stored ones.
    const all = await pending('all');
    const flagsOf = (name: string) => all.find((q) => nameOf.get(q.id) === name)!.flags;
    expect(flagsOf('blindFailed')).toEqual([BLIND_CHECK_MISSING]);
    expect(flagsOf('blindSkipped')).toEqual([FLAGS.longestOptionKey, BLIND_CHECK_MISSING]);
    expect(flagsOf('upload')).toEqual([]);

    // An unknown flag is refused at the edge, naming the choices.
    const bad = await admin.fetch('/api/admin/questions/pending?flags=blind-disagree');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(ADMIN_MESSAGES.flags);

    // Approve all unflagged leaves every flagged question, the unchecked ones too, pending.
    const approved = await admin.fetch('/api/admin/questions/approve-unflagged', {
      json: { examType: at.examType },
    });
    expect(approved.status).toBe(200);
    expect(namesOf(await pending('all'))).toEqual(flagged);
  });
});
