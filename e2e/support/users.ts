import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emailLink, SUBJECTS } from './outbox';
import { readState, type Credentials } from './state';

export type TestUser = Credentials & { fullName: string };

/** A user nobody else in this run uses. */
export function newUser(label: string): TestUser {
  const id = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  return {
    fullName: `E2E ${label} ${id.slice(-4)}`,
    email: `e2e-${label}-${id}@example.com`,
    password: `Pw-${crypto.randomBytes(6).toString('hex')}`,
  };
}

/** Better Auth rejects cookie-less or cross-origin POSTs without a matching Origin header. */
const originHeaders = () => ({ origin: new URL(readState().baseURL).origin });

/**
 * Signs a user up through the API and follows the e-mailed verification link, so specs that
 * are not about sign-up start from a verified account. Uses `request` (its own cookie jar), so
 * the browser stays signed out.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const user = newUser(label);
  const since = Date.now() - 1000;
  const res = await request.post('/api/auth/sign-up/email', {
    headers: originHeaders(),
    data: {
      name: user.fullName,
      email: user.email,
      password: user.password,
      callbackURL: '/app/dashboard',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const link = await emailLink(user.email, SUBJECTS.verify, { since });
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status(), `verification link ${link}`).toBe(302);
  expect(verified.headers().location ?? '').not.toContain('error=');
  return user;
}

/** Signs in through the API with the page's cookie jar: for specs where sign-in is not the subject. */
export async function signInViaApi(page: Page, user: Credentials) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeaders(),
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills and submits the Sign In tab of /login (the page must be open). */
export async function submitSignIn(page: Page, user: Credentials) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password').fill(user.password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}
