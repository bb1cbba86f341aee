import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { api, type Client } from './api';
import { readState } from './state';
import { signInViaApi } from './users';

/**
 * What journeys set up as the demo admin, through the admin API: a signed-in admin of its own
 * (the journey's page stays the student's), premium and exam settings (uploads: ./questions.ts).
 */

/** A browser context of its own signed in as the demo admin; the caller closes it. */
export async function demoAdminContext(browser: Browser): Promise<BrowserContext> {
  const { demoAdmin, baseURL } = readState();
  const admin = await browser.newContext({ baseURL });
  await signInViaApi(admin, demoAdmin);
  return admin;
}

/** Runs `work` as the demo admin in a context of its own, closed afterwards. */
export async function asDemoAdmin<T>(
  browser: Browser,
  work: (admin: APIRequestContext) => Promise<T>,
): Promise<T> {
  const admin = await demoAdminContext(browser);
  try {
    return await work(admin.request);
  } finally {
    await admin.close();
  }
}

/** Grants a student 30 days of Premium (found by e-mail); returns the grant's answer. */
export async function grantPremium(admin: Client, email: string, reason: string) {
  const { user } = await api<{ user: { id: string } }>(
    admin,
    'GET',
    `/api/admin/subscriptions?email=${encodeURIComponent(email)}`,
  );
  return api<{ audit: { createdAt: string }[] }>(admin, 'POST', '/api/admin/subscriptions/grant', {
    data: { userId: user.id, days: 30, reason },
  });
}

export type ExamCode = 'jamb' | 'waec' | 'neco';
export type LevelKey = { examType: ExamCode; subject: string; level: number };
export type SettingValues = {
  questionsPerLevel: number;
  timerMinutes: number;
  shuffleQuestions: boolean;
};

async function findExamSetting(admin: Client, key: LevelKey, baseURL?: string) {
  type Setting = LevelKey & { id: string };
  const settings = await api<Setting[]>(admin, 'GET', '/api/admin/exam-settings', { baseURL });
  return settings.find(
    (s) => s.examType === key.examType && s.subject === key.subject && s.level === key.level,
  );
}

/**
 * Creates or updates one exam setting (POST or PATCH /api/admin/exam-settings), switched on:
 * an upload sets only its own exam's setting, so the other exams a level serves need theirs set
 * this way.
 */
export async function setExamSetting(
  admin: Client,
  setting: LevelKey & SettingValues,
  { baseURL }: { baseURL?: string } = {},
) {
  const { examType, subject, level, ...values } = setting;
  const found = await findExamSetting(admin, setting, baseURL);
  const data = { ...values, isActive: true };
  if (found) await api(admin, 'PATCH', `/api/admin/exam-settings/${found.id}`, { data, baseURL });
  else
    await api(admin, 'POST', '/api/admin/exam-settings', {
      data: { examType, subject, level, ...data },
      status: 201,
      baseURL,
    });
}

/** Changes only the given values of a level's existing setting (PATCH). */
export async function updateExamSetting(
  admin: Client,
  key: LevelKey,
  values: Partial<SettingValues>,
) {
  const found = await findExamSetting(admin, key);
  expect(found, `an exam setting for ${JSON.stringify(key)}`).toBeDefined();
  await api(admin, 'PATCH', `/api/admin/exam-settings/${found!.id}`, { data: values });
}
