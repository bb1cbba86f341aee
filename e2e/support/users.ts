import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emailLink, SUBJECTS } from './outbox';
import { api, type Client } from './api';
import type { Credentials } from './state';

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

/** Signs a user up through the API (unverified: Better Auth e-mails the verification link). */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser,
  callbackURL?: string,
) {
  await api(request, 'POST', '/api/auth/sign-up/email', {
    data: { name: user.fullName, email: user.email, password: user.password, callbackURL },
  });
}

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
  await signUpViaApi(request, user, '/app/dashboard');
  const link = await emailLink(user.email, SUBJECTS.verify, { since });
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status(), `verification link ${link}`).toBe(302);
  expect(verified.headers().location ?? '').not.toContain('error=');
  return user;
}

/**
 * Signs in through the API, into the client's cookie jar (a page's, a context's or a request
 * context's): for journeys where signing in is not the subject. `baseURL` for a server of the
 * journey's own.
 */
export async function signInViaApi(
  who: Client,
  user: Credentials,
  opts: { baseURL?: string } = {},
) {
  await api(who, 'POST', '/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    ...opts,
  });
}

/** A new verified student, signed in in the page (signed up through `request`, its own jar). */
export async function signedInStudent(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const student = await createVerifiedUser(request, label);
  await signInViaApi(page, student);
  return student;
}

/** Fills and submits the Sign In tab of /login (the page must be open). */
export async function submitSignIn(page: Page, user: Credentials) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password').fill(user.password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}
