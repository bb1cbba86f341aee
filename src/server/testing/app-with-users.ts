/**
 * How an API test file starts: the real app, with the users most files sign in first. Each file
 * keeps its own `let` bindings and hooks, e.g.
 *   let app: TestApp;
 *   let admin: TestClient;
 *   beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
 *   afterAll(() => app?.close());
 */
import { givePremium } from './practice-fixtures';
import { createTestApp } from './test-app';

/** The app (env overrides as for `createTestApp`) and a signed-in admin: its client and its user. */
export async function startAppWithAdmin(overrides: Record<string, string> = {}) {
  const app = await createTestApp(overrides);
  const adminUser = await app.createUser({ role: 'admin' });
  return { app, admin: adminUser.client, adminUser };
}

/** The app, a signed-in admin and a signed-in student on the free plan. */
export async function startAppWithAdminAndStudent() {
  const started = await startAppWithAdmin();
  return { ...started, student: await started.app.createUser() };
}

/** The app, a signed-in admin and a signed-in premium student (every level open to them). */
export async function startAppWithAdminAndPremiumStudent(studentName?: string) {
  const started = await startAppWithAdmin();
  const student = await started.app.createUser(
    studentName === undefined ? {} : { name: studentName },
  );
  await givePremium(started.app.db, student.id);
  return { ...started, student };
}
