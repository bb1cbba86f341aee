import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, questionReports, quizAttempts } from '../../db/schema';
import { errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import { draft, freshLevel, insertQuestions } from '../../testing/admin-fixtures';
import { insertAttempt } from '../../testing/progress-fixtures';
import type { ReportedQuestionDto } from '../../services/reports/list-reported-questions';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => ({ app, adminUser: admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

/** `n` questions of a fresh level, and a student who saw them in a closed (or open) attempt. */
async function seen(n = 2, { closed = true }: { closed?: boolean } = {}) {
  const at = await freshLevel(app.db);
  const ids = await insertQuestions(
    app.db,
    Array.from({ length: n }, () => ({ ...draft(at), isActive: true })),
  );
  const student = await app.createUser();
  await showTo(student, at, ids, closed);
  return { at, ids, student };
}

async function showTo(
  student: TestUser,
  at: { examType: string; subject: string; level: number },
  ids: string[],
  closed = true,
) {
  const now = new Date();
  await insertAttempt(app.db, {
    userId: student.id,
    ...at,
    questions: ids.map((id) => ({ id, optionOrder: ['A', 'B', 'C', 'D'] })),
    deadlineAt: new Date(now.getTime() + 600_000),
    completedAt: closed ? now : null,
    totalQuestions: ids.length,
  });
}

const report = (u: TestUser, questionId: string, json: object = { reason: 'wrong_answer' }) =>
  u.client.fetch(`/api/practice/questions/${questionId}/reports`, { json });
const listReports = async () => {
  const res = await admin.client.fetch('/api/admin/reports');
  expect(res.status).toBe(200);
  return (await res.json()) as ReportedQuestionDto[];
};
const resolve = (u: TestUser, questionId: string, verb: 'fix' | 'dismiss') =>
  u.client.fetch(`/api/admin/reports/${questionId}/${verb}`, { method: 'POST' });
const questionNotices = (userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'question')));

describe('question reports', () => {
  it('a student reports a question they saw once; a second report is refused with 409', async () => {
    const { ids, student } = await seen();
    const res = await report(student, ids[0]!, { reason: 'typo', note: '  "teh" in option B ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      questionId: ids[0],
      reason: 'typo',
      note: '"teh" in option B',
    });
    const again = await report(student, ids[0]!, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('ALREADY_REPORTED');
    const rows = await app.db
      .select()
      .from(questionReports)
      .where(eq(questionReports.userId, student.id));
    expect(rows).toHaveLength(1);
  });

  it("an attempt's reported questions: the student's own only, for the results Review", async () => {
    const { ids, student } = await seen(2);
    const [attempt] = await app.db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, student.id));
    const path = `/api/practice/quizzes/${attempt!.id}/reports`;
    const reported = async (u: TestUser) => {
      const res = await u.client.fetch(path);
      return res.status === 200 ? ((await res.json()) as { questionIds: string[] }) : res.status;
    };
    expect(await reported(student)).toEqual({ questionIds: [] });
    expect((await report(student, ids[1]!)).status).toBe(201);
    expect(await reported(student)).toEqual({ questionIds: [ids[1]] });
    expect(await reported(await app.createUser())).toBe(404);
  });

  it('cannot report a question never seen, or only seen in an open attempt', async () => {
    const { ids } = await seen(1);
    const stranger = await app.createUser();
    expect(await errorCode(await report(stranger, ids[0]!))).toBe('QUESTION_NOT_SEEN');
    const open = await seen(1, { closed: false });
    const res = await report(open.student, open.ids[0]!);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('QUESTION_NOT_SEEN');
  });

  it('validates the reason and the note, and asks for a signed-in user', async () => {
    const { ids, student } = await seen(1);
    expect(await errorCode(await report(student, ids[0]!, { reason: 'boring' }))).toBe(
      'VALIDATION_FAILED',
    );
    const long = { reason: 'other', note: 'x'.repeat(501) };
    expect(await errorCode(await report(student, ids[0]!, long))).toBe('VALIDATION_FAILED');
    const anonymous = await app.request(`/api/practice/questions/${ids[0]}/reports`, {
      json: { reason: 'typo' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('students get 403 on every admin reports route', async () => {
    const { ids, student } = await seen(1);
    expect(await errorCode(await student.client.fetch('/api/admin/reports'))).toBe('FORBIDDEN');
    expect((await resolve(student, ids[0]!, 'fix')).status).toBe(403);
    expect((await resolve(student, ids[0]!, 'dismiss')).status).toBe(403);
  });

  it('the admin sees reports grouped by question with counts and notes; fixed notifies each reporter exactly once', async () => {
    const { at, ids, student } = await seen(2);
    const other = await app.createUser();
    await showTo(other, at, ids);
    expect(
      (await report(student, ids[0]!, { reason: 'wrong_answer', note: 'B is right' })).status,
    ).toBe(201);
    expect((await report(other, ids[0]!, { reason: 'wrong_answer' })).status).toBe(201);
    expect((await report(other, ids[1]!, { reason: 'unclear' })).status).toBe(201);

    const listed = (await listReports()).find((r) => r.question.id === ids[0]);
    expect(listed).toMatchObject({
      total: 2,
      counts: { wrong_answer: 2, typo: 0, unclear: 0, other: 0 },
      notes: [{ reason: 'wrong_answer', note: 'B is right' }],
    });
    expect(listed?.question.questionText).toBeTruthy();

    const fixed = await resolve(admin, ids[0]!, 'fix');
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toEqual({ resolved: 2, notified: 2 });
    expect(await questionNotices(student.id)).toHaveLength(1);
    expect(await questionNotices(other.id)).toHaveLength(1);
    // Fixed again: nothing open, nobody notified twice.
    expect(await errorCode(await resolve(admin, ids[0]!, 'fix'))).toBe('NO_OPEN_REPORTS');
    expect(await questionNotices(student.id)).toHaveLength(1);
    expect((await listReports()).some((r) => r.question.id === ids[0])).toBe(false);
    // The bell shows it.
    const bell = await student.client.fetch('/api/notifications');
    const items = (await bell.json()) as { type: string; title: string }[];
    expect(items.filter((n) => n.type === 'question').map((n) => n.title)).toEqual([
      'A question you reported was fixed',
    ]);
  });

  it('dismiss closes the reports and notifies no one', async () => {
    const { ids, student } = await seen(1);
    expect((await report(student, ids[0]!, { reason: 'other' })).status).toBe(201);
    const res = await resolve(admin, ids[0]!, 'dismiss');
    expect(await res.json()).toEqual({ resolved: 1, notified: 0 });
    expect(await questionNotices(student.id)).toHaveLength(0);
    expect((await listReports()).some((r) => r.question.id === ids[0])).toBe(false);
    // Dismissed is still reported: once per student and question, ever.
    expect(await errorCode(await report(student, ids[0]!))).toBe('ALREADY_REPORTED');
  });
});
