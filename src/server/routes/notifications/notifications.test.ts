import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { notifications, profiles } from '../../db/schema';
import { errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import { takeQuiz } from '../../testing/quiz-fixtures';
import { addQuestions, clearLevel, readyLevel } from '../../testing/practice-fixtures';
import { type Level } from '../../testing/admin-fixtures';
import { csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';
import type { NotificationItem } from '../../services/notifications/notifications';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => ({ app, adminUser: admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const list = async (u: TestUser) => {
  const res = await u.client.fetch('/api/notifications');
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationItem[];
};
const readAll = (u: TestUser) => u.client.fetch('/api/notifications/read-all', { method: 'POST' });
const ofType = (items: NotificationItem[], type: NotificationItem['type']) =>
  items.filter((n) => n.type === type);

/** The admin uploads `n` active questions to a level through the Upload form. */
async function publish(at: Level, n: number) {
  const rows = Array.from({ length: n }, () => csvRow({ level_tag: String(at.level) }));
  const res = await upload(admin.client, formFor(at, { isActive: 'true' }), {
    content: [HEADER, ...rows].join('\n'),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

// Level 1 of subjects outside the starter bank; each test takes its own.
const level1 = (examType: string, subject: string) => ({ examType, subject, level: 1 });

describe('notifications', () => {
  it('ask for a signed-in user', async () => {
    expect(await errorCode(await app.request('/api/notifications'))).toBe('UNAUTHENTICATED');
    const post = await app.request('/api/notifications/read-all', { method: 'POST' });
    expect(post.status).toBe(401);
  });

  it('a first level-1 submit: one per achievement earned and "Level 2 unlocked", all unread', async () => {
    const student = await app.createUser();
    expect(await list(student)).toEqual([]);
    const two = { ...level1('waec', 'literature'), level: 2 };
    await readyLevel(app.db, two, 3); // level 2 is ready: it can be opened
    await takeQuiz(app.db, student, level1('waec', 'literature'));
    const items = await list(student);
    expect(
      ofType(items, 'achievement')
        .map((n) => n.title)
        .sort(),
    ).toEqual([
      'Achievement unlocked: First Steps',
      'Achievement unlocked: Perfect Score',
      'Achievement unlocked: Speed Demon',
    ]);
    expect(ofType(items, 'level').map((n) => n.title)).toEqual(['Level 2 unlocked']);
    expect(items).toHaveLength(4);
    expect(items.every((n) => !n.read)).toBe(true);
    // Reading is not opening the bell: still unread.
    expect((await list(student)).every((n) => !n.read)).toBe(true);
  });

  it('announces no "Level N unlocked" for a level that is not ready (issue 20)', async () => {
    const student = await app.createUser();
    const two = { ...level1('jamb', 'government'), level: 2 };
    await clearLevel(app.db, two);
    await addQuestions(app.db, two, 3); // three questions for a draw of 20: coming soon
    await takeQuiz(app.db, student, level1('jamb', 'government'));
    const items = await list(student);
    expect(ofType(items, 'achievement').length).toBeGreaterThan(0);
    expect(ofType(items, 'level')).toEqual([]);
  });

  it('new questions reach students who practise the subject (read at query time), not others; read-all clears them too', async () => {
    const subject = level1('neco', 'literature');
    await clearLevel(app.db, { ...subject, level: 2 }); // not ready: no "Level 2 unlocked" notice
    const practising = await app.createUser();
    const elsewhere = await app.createUser();
    await takeQuiz(app.db, practising, subject);
    await takeQuiz(app.db, elsewhere, level1('neco', 'government'));
    // The level's own questions were published before the student started: not news to them.
    expect(ofType(await list(practising), 'subject')).toEqual([]);

    await publish({ ...subject, level: 5 }, 3);
    const items = await list(practising);
    expect(items[0]).toMatchObject({
      type: 'subject',
      title: 'New questions in NECO Literature',
      description: '3 new questions published.',
      read: false,
    });
    expect(ofType(items, 'subject')).toHaveLength(1);
    expect(ofType(await list(elsewhere), 'subject')).toEqual([]);

    // Opening the bell marks everything read, the subject update with the rest.
    const res = await readAll(practising);
    expect(res.status).toBe(200);
    // The three achievements (level 2 is not ready here, so no "unlocked" notice; issue 20).
    expect(((await res.json()) as { updated: number }).updated).toBe(3);
    const after = await list(practising);
    expect(after).toHaveLength(items.length);
    expect(after.every((n) => n.read)).toBe(true);
    const [profile] = await app.db
      .select({ seenAt: profiles.notificationsSeenAt })
      .from(profiles)
      .where(eq(profiles.id, practising.id));
    expect(profile?.seenAt).toBeInstanceOf(Date);

    // A later upload is news again; the earlier one stays read.
    await publish({ ...subject, level: 6 }, 1);
    const later = ofType(await list(practising), 'subject');
    expect(later.map((n) => [n.description, n.read])).toEqual([
      ['1 new question published.', false],
      ['3 new questions published.', true],
    ]);
  });

  it('keeps at most the latest 50, stored and shown, subject updates included', async () => {
    const student = await app.createUser();
    const subject = level1('waec', 'economics');
    await takeQuiz(app.db, student, subject, { right: 4 }); // "Level 2 unlocked" and First Steps
    const old = Date.now() - 3_600_000;
    await app.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: student.id,
        type: 'competition' as const,
        title: `Old ${i}`,
        description: 'An old one.',
        createdAt: new Date(old + i * 1000),
      })),
    );
    const [stored] = await app.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(stored?.n).toBe(50);

    await publish({ ...subject, level: 7 }, 2);
    const items = await list(student);
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ type: 'subject', title: 'New questions in WAEC Economics' });
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
