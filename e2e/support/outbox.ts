import fs from 'node:fs/promises';
import path from 'node:path';
import { readState } from './state';

export const SUBJECTS = {
  verify: 'Verify your PrepArena email',
  reset: 'Reset your PrepArena password',
} as const;

type OutboxEmail = { to: string; subject: string; text: string; link?: string; createdAt?: string };

/**
 * Without SMTP the server writes every e-mail to `<DATA_DIR>/outbox/<epochms>-<id>.json`.
 * Polls that directory for the newest e-mail to `to` with `subject` (optionally written at or
 * after `since`, epoch ms) and returns its link, checked to be on the app's origin.
 */
export async function emailLink(
  to: string,
  subject: string,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<string> {
  const { outboxDir, baseURL } = readState();
  const deadline = Date.now() + timeout;
  for (let delay = 100; ; delay = Math.min(delay * 2, 500)) {
    const found = await newest(outboxDir, to.toLowerCase(), subject, since);
    if (found?.link) {
      const link = new URL(found.link);
      if (link.origin !== new URL(baseURL).origin)
        throw new Error(`E-mail link ${found.link} is not on ${baseURL}`);
      return link.toString();
    }
    if (Date.now() > deadline)
      throw new Error(`No "${subject}" e-mail to ${to} in ${outboxDir} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, delay));
  }
}

async function newest(
  dir: string,
  to: string,
  subject: string,
  since: number,
): Promise<OutboxEmail | undefined> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return undefined; // no e-mail sent yet
  }
  const files = names
    .map((name) => ({ name, at: Number(/^(\d+)-/.exec(name)?.[1]) }))
    .filter((f) => f.name.endsWith('.json') && Number.isFinite(f.at) && f.at >= since)
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  for (const f of files) {
    let email: OutboxEmail;
    try {
      email = JSON.parse(await fs.readFile(path.join(dir, f.name), 'utf8')) as OutboxEmail;
    } catch {
      continue; // still being written: the next poll reads it
    }
    if (email.to.toLowerCase() === to && email.subject === subject) return email;
  }
  return undefined;
}
