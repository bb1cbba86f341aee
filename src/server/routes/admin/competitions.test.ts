import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { competitions, questions, quizAttempts, subjectUpdates } from '../../db/schema';
import { errorCode, type TestApp, type TestClient, type TestUser } from '../../testing/test-app';
import { startAppWithAdminAndPremiumStudent } from '../../testing/app-with-users';
import { draft, freshLevel, insertQuestions, type Level } from '../../testing/admin-fixtures';
import { completeLevel } from '../../testing/practice-fixtures';
import { competitionWithQuestions, moveCompetition } from '../../testing/competition-fixtures';
import { CSV_COLUMNS } from '../../../domain/question-csv';
import { COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';
import { COMPETITION_FORM_MESSAGES } from '../../../domain/competition-form';
import type { AdminCompetition } from '../../services/competitions/admin-competitions';
import type { CreatedCompetition } from '../../services/competitions/create-competition';
import type { CompetitionResults } from '../../services/competitions/get-competition-results';

let app: TestApp;
let admin: TestClient;
let student: TestUser;
beforeAll(
  async () => ({ app, admin, student } = await startAppWithAdminAndPremiumStudent('Amaka Nwosu')),
);
afterAll(() => app?.close());

const json = async <T>(r: Response) => (await r.json()) as T;
const HOUR = 3_600_000;
const details = (at: Pick<Level, 'examType' | 'subject'>, over: Record<string, unknown> = {}) => ({
  title: 'Harmattan Maths Cup',
  examType: at.examType,
  subject: at.subject,
  startTime: new Date(Date.now() + HOUR).toISOString(),
  endTime: new Date(Date.now() + 3 * HOUR).toISOString(),
  ...over,
});
const manual = (at: Level, n = 2) => ({
  source: 'manual',
  questions: Array.from({ length: n }, () => ({ ...draft(at), level: 7 })),
});
const create = (body: object, client = admin) =>
  client.fetch('/api/admin/competitions', { json: body });

const csvLine = (over: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) =>
  CSV_COLUMNS.map(
    (c) =>
      over[c] ??
      {
        exam_name: 'JAMB',
        exams: '',
        subject_name: 'Mathematics',
        topic: 'Algebra',
        difficulty: 'easy',
        level_tag: '',
        question_text: `"What is 2, plus ${Math.random()}?"`,
        option_a: '3',
        option_b: '4',
        option_c: '5',
        option_d: '6',
        correct_answer: 'B',
        explanation: '"Two, and two."',
      }[c],
  ).join(',');
function csvForm(detailsJson: object, content: string, name = 'competition.csv') {
  const form = new FormData();
  form.set('details', JSON.stringify(detailsJson));
  form.set('file', new Blob([content], { type: 'text/csv' }), name);
  return form;
}
async function postForm(client: TestClient, form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return client.fetch('/api/admin/competitions/csv', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  });
}

describe('the admin guard', () => {
  it('answers 403 to a student and 401 to nobody on every competition admin route', async () => {
    const id = crypto.randomUUID();
    const routes = [
      ['GET', '/api/admin/competitions'],
      ['POST', '/api/admin/competitions'],
      ['POST', '/api/admin/competitions/csv'],
      ['POST', `/api/admin/competitions/${id}/activate`],
      ['POST', `/api/admin/competitions/${id}/complete`],
      ['POST', `/api/admin/competitions/${id}/cancel`],
      ['DELETE', `/api/admin/competitions/${id}`],
      ['GET', `/api/admin/competitions/${id}/results`],
      ['GET', `/api/admin/competitions/${id}/results/export`],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'GET' ? {} : { json: {} };
      const asStudent = await student.client.fetch(path, { method, ...body });
      expect([method, path, asStudent.status, await errorCode(asStudent)]).toEqual([
        method,
        path,
        403,
        'FORBIDDEN',
      ]);
      expect((await app.request(path, { method, ...body })).status).toBe(401);
    }
  });
});

describe('creating a competition (admin §3, §5)', () => {
  it('creates a draft with the defaults and stores hand-entered questions as its own, at level 1', async () => {
    const at = await freshLevel(app.db);
    const res = await create({ details: details(at), questions: manual(at, 3) });
    expect(res.status).toBe(201);
    const created = await json<CreatedCompetition>(res);
    expect(created).toMatchObject({
      message: 'Competition created successfully!',
      questionsSaved: 3,
      competition: {
        status: 'draft',
        statusColour: 'yellow',
        durationMinutes: 60,
        maxParticipants: null,
        entryFeeKobo: 0,
        prizePoolKobo: 10_000,
        questionCount: 3,
        participantCount: 0,
        can: { activate: true, complete: false, cancel: true },
      },
    });
    const { questions: stored } = await competitionWithQuestions(app.db, created.competition.id);
    expect(stored.map((q) => [q.source, q.level, q.examType, q.subject])).toEqual(
      Array(3).fill([COMPETITION_QUESTION_SOURCE, 1, at.examType, at.subject]),
    );
  });

  it('refuses an end before the start, a deadline after the start, a duration longer than the window and no questions', async () => {
    const at = await freshLevel(app.db);
    const start = Date.now() + HOUR;
    const cases: [Record<string, unknown>, object, string][] = [
      [
        { endTime: new Date(start - 1000).toISOString() },
        manual(at),
        COMPETITION_FORM_MESSAGES.endAfterStart,
      ],
      [
        { registrationDeadline: new Date(start + 1000).toISOString() },
        manual(at),
        COMPETITION_FORM_MESSAGES.deadlineNotAfterStart,
      ],
      [{ durationMinutes: 121 }, manual(at), COMPETITION_FORM_MESSAGES.durationFits],
      [{}, { source: 'manual', questions: [] }, COMPETITION_FORM_MESSAGES.atLeastOneQuestion],
      // No entry fee can be paid online yet (issue 21, ADR 0023 amended).
      [{ entryFeeKobo: 50_000 }, manual(at), COMPETITION_FORM_MESSAGES.feeNotPayable],
      [{ prizeMinScore: 101 }, manual(at), COMPETITION_FORM_MESSAGES.prizeMinScore],
      [{ prizeMinScore: -5 }, manual(at), COMPETITION_FORM_MESSAGES.prizeMinScore],
    ];
    for (const [over, qs, message] of cases) {
      const res = await create({ details: details(at, over), questions: qs });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
  });

  it('draws N practice questions of the exam, subject and levels from the bank', async () => {
    const at = await freshLevel(app.db);
    const ids = await insertQuestions(
      app.db,
      Array.from({ length: 5 }, () => draft(at)),
    );
    const res = await create({
      details: details(at),
      questions: { source: 'bank', count: 4, levels: [at.level] },
    });
    expect(res.status).toBe(201);
    const created = await json<CreatedCompetition>(res);
    const [row] = await app.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, created.competition.id));
    expect(row!.questionIds).toHaveLength(4);
    expect(ids).toEqual(expect.arrayContaining(row!.questionIds));
    const tooMany = await create({
      details: details(at),
      questions: { source: 'bank', count: 6, levels: [at.level] },
    });
    expect((await json<{ message: string }>(tooMany)).message).toBe(
      COMPETITION_FORM_MESSAGES.notEnoughInBank(5),
    );
  });
});

describe('creating from a competition CSV (admin §5)', () => {
  it('parses quoted fields, reports bad rows as "Row {n}: …" (5, then "... and {k} more errors")', async () => {
    const at = await freshLevel(app.db);
    const bad = Array.from({ length: 6 }, () => csvLine({ topic: '', option_d: '' }));
    const content = [
      CSV_COLUMNS.join(','),
      csvLine({ level_tag: String(at.level) }),
      ...bad,
      csvLine({ difficulty: 'tricky' }),
      csvLine(),
    ].join('\r\n');
    const res = await postForm(admin, csvForm(details(at), content));
    expect(res.status).toBe(201);
    const created = await json<CreatedCompetition>(res);
    expect(created.questionsSaved).toBe(2);
    expect(created.errorCount).toBe(7);
    expect(created.errors).toEqual([
      'Row 3: Missing fields: topic, option_d',
      'Row 4: Missing fields: topic, option_d',
      'Row 5: Missing fields: topic, option_d',
      'Row 6: Missing fields: topic, option_d',
      'Row 7: Missing fields: topic, option_d',
      '... and 2 more errors',
    ]);
    const { questions: stored } = await competitionWithQuestions(app.db, created.competition.id);
    expect(stored.map((q) => q.questionText).every((t) => t.startsWith('What is 2, plus'))).toBe(
      true,
    );
    expect(stored.map((q) => q.level).sort()).toEqual([1, at.level].sort());
  });

  it('refuses a file that is not a CSV, an empty one, and one without a valid row (listing why)', async () => {
    const at = await freshLevel(app.db);
    const notCsv = await postForm(admin, csvForm(details(at), 'x', 'questions.xlsx'));
    expect([notCsv.status, (await json<{ message: string }>(notCsv)).message]).toEqual([
      400,
      'Please select a valid CSV file',
    ]);
    const empty = await postForm(admin, csvForm(details(at), '  \n'));
    expect((await json<{ message: string }>(empty)).message).toBe('No data found in CSV file');
    const none = await postForm(
      admin,
      csvForm(details(at), [CSV_COLUMNS.join(','), csvLine({ correct_answer: 'E' })].join('\n')),
    );
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({
      details: { errors: ['Row 2: Invalid correct_answer value: E. Must be one of: A, B, C, D'] },
    });
    const badDetails = await postForm(admin, csvForm(details(at, { title: '' }), csvLine()));
    expect((await json<{ message: string }>(badDetails)).message).toBe(
      COMPETITION_FORM_MESSAGES.title,
    );
  });

  it('keeps a competition’s questions out of practice and out of the subject news', async () => {
    const at = await freshLevel(app.db);
    const before = await app.db
      .select()
      .from(subjectUpdates)
      .where(and(eq(subjectUpdates.examType, at.examType), eq(subjectUpdates.subject, at.subject)));
    const content = [CSV_COLUMNS.join(','), csvLine({ level_tag: String(at.level) })].join('\n');
    expect((await postForm(admin, csvForm(details(at), content))).status).toBe(201);
    const after = await app.db
      .select()
      .from(subjectUpdates)
      .where(and(eq(subjectUpdates.examType, at.examType), eq(subjectUpdates.subject, at.subject)));
    expect(after).toHaveLength(before.length);
    const levels = await json<{ levels: { level: number }[] }>(
      await student.client.fetch(
        `/api/practice/exams/${at.examType}/subjects/${at.subject}/levels`,
      ),
    );
    expect(levels.levels.map((l) => l.level)).not.toContain(at.level);
    await completeLevel(app.db, student.id, { ...at, level: at.level - 1 });
    const start = await student.client.fetch('/api/practice/quizzes', { json: at });
    expect(await errorCode(start)).toBe('LEVEL_NOT_READY');
  });
});

describe('the list, the status buttons and delete (admin §2, §4, §8)', () => {
  async function newCompetition(over: Record<string, unknown> = {}) {
    const at = await freshLevel(app.db);
    return (
      await json<CreatedCompetition>(
        await create({ details: details(at, over), questions: manual(at) }),
      )
    ).competition;
  }
  const act = (id: string, action: string) =>
    admin.fetch(`/api/admin/competitions/${id}/${action}`, { method: 'POST' });

  it('lists newest first with participant counts and status colours', async () => {
    const first = await newCompetition();
    const second = await newCompetition();
    const list = await json<AdminCompetition[]>(await admin.fetch('/api/admin/competitions'));
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((c) => c.id === first.id)).toMatchObject({
      participantCount: 0,
      statusColour: 'yellow',
    });
  });

  it('activates a draft, completes an active one, cancels, and refuses the wrong order', async () => {
    const c = await newCompetition({ startTime: new Date(Date.now() - 60_000).toISOString() });
    expect((await act(c.id, 'complete')).status).toBe(409);
    const activated = await json<{ message: string; competition: AdminCompetition }>(
      await act(c.id, 'activate'),
    );
    expect(activated).toMatchObject({
      message: 'Competition active successfully!',
      competition: {
        status: 'active',
        statusColour: 'green',
        can: { activate: false, complete: true },
      },
    });
    expect(await errorCode(await act(c.id, 'activate'))).toBe('CONFLICT');
    const completed = await json<{ message: string; competition: AdminCompetition }>(
      await act(c.id, 'complete'),
    );
    expect(completed).toMatchObject({
      message: 'Competition completed successfully!',
      competition: { status: 'completed', statusColour: 'blue' },
    });
    expect((await act(c.id, 'cancel')).status).toBe(409);
    const other = await newCompetition();
    expect(await json(await act(other.id, 'cancel'))).toMatchObject({
      message: 'Competition cancelled successfully!',
      competition: { status: 'cancelled', statusColour: 'red' },
    });
    expect(await errorCode(await act(crypto.randomUUID(), 'activate'))).toBe('NOT_FOUND');
  });

  it('deletes a competition with its own questions, registrations and entries', async () => {
    const c = await newCompetition();
    await act(c.id, 'activate');
    expect(
      (await student.client.fetch(`/api/competitions/${c.id}/register`, { method: 'POST' })).status,
    ).toBe(201);
    await moveCompetition(app.db, c.id, { startMin: -1 });
    expect(
      (await student.client.fetch(`/api/competitions/${c.id}/entry`, { method: 'POST' })).status,
    ).toBe(201);
    const { row, questions: drawn } = await competitionWithQuestions(app.db, c.id);
    expect(drawn).toHaveLength(row.questionIds.length);
    const res = await admin.fetch(`/api/admin/competitions/${c.id}`, { method: 'DELETE' });
    expect(await json(res)).toEqual({ message: 'Competition deleted successfully!' });
    expect(await app.db.select().from(competitions).where(eq(competitions.id, c.id))).toEqual([]);
    expect(
      await app.db.select().from(questions).where(inArray(questions.id, row.questionIds)),
    ).toEqual([]);
    expect(await app.db.select().from(quizAttempts).where(eq(quizAttempts.target, c.id))).toEqual(
      [],
    );
    expect(
      (await admin.fetch(`/api/admin/competitions/${c.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });
});

describe('results for the admin (issue 12 item 7)', () => {
  it('shows every registration with rank, server time and tab switches, and exports them as CSV', async () => {
    const at = await freshLevel(app.db);
    const created = await json<CreatedCompetition>(
      await create({
        details: details(at, { title: '=Risky Cup', prizeMinScore: 50 }),
        questions: manual(at),
      }),
    );
    const id = created.competition.id;
    await admin.fetch(`/api/admin/competitions/${id}/activate`, { method: 'POST' });
    await student.client.fetch(`/api/competitions/${id}/register`, { method: 'POST' });
    await moveCompetition(app.db, id, { startMin: -1 });
    const run = await json<{ attemptId: string }>(
      await student.client.fetch(`/api/competitions/${id}/entry`, { method: 'POST' }),
    );
    await student.client.fetch(`/api/competitions/entries/${run.attemptId}/switches`, {
      method: 'POST',
    });
    await student.client.fetch(`/api/competitions/entries/${run.attemptId}/submit`, { json: {} });
    const results = await json<CompetitionResults>(
      await admin.fetch(`/api/admin/competitions/${id}/results`),
    );
    expect(results.rows).toEqual([
      expect.objectContaining({
        rank: 1,
        fullName: 'Amaka Nwosu',
        email: student.email,
        state: 'submitted',
        score: 0,
        tabSwitches: 1,
        flagged: true,
        // First, but under the 50 % minimum for a prize (issue 21).
        winner: false,
      }),
    ]);
    expect(results.competition.prizeMinScore).toBe(50);
    const csv = await admin.fetch(`/api/admin/competitions/${id}/results/export`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="risky-cup-results.csv"',
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      'rank,name,email,state,score_percent,time_taken_seconds,tab_switches,registered_at,started_at,submitted_at',
    );
    expect(lines[1]).toMatch(new RegExp(`^1,Amaka Nwosu,${student.email},submitted,0,\\d+,1,`));
    const [entry] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, run.attemptId));
    expect(entry!.kind).toBe('competition');
  });
});
