import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Db } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { getTestDatabase } from '../../testing/test-db';
import { createMailer, queueEmail, type Mailer } from './mailer';

/** E-mails queued in a transaction (receipts) commit with it or not at all, and go out once. */
let db: Db;
let dir: string;
let mailer: Mailer;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-outbox-'));
  mailer = await createMailer({ from: 'test', db, log: createLogger('silent'), outboxDir: dir });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rowsTo = (to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const email = (to: string) => ({ to, subject: 'Your PrepArena receipt', text: 'Paid.' });
const filesTo = (to: string) =>
  fs
    .readdirSync(dir)
    .filter(
      (f) => (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string }).to === to,
    );

describe('queued e-mails', () => {
  it('a rolled-back transaction leaves no e-mail; a committed one is delivered once', async () => {
    const lost = `lost-${crypto.randomUUID()}@example.test`;
    await expect(
      db.transaction(async (tx) => {
        await queueEmail(tx, email(lost));
        throw new Error('the grant failed');
      }),
    ).rejects.toThrow('the grant failed');
    expect(await rowsTo(lost)).toHaveLength(0);

    const kept = `kept-${crypto.randomUUID()}@example.test`;
    await db.transaction((tx) => queueEmail(tx, email(kept)));
    const [queued] = await rowsTo(kept);
    expect(queued?.sentAt).toBeNull();

    await Promise.all([mailer.flushOutbox(), mailer.flushOutbox(), mailer.flushOutbox()]);
    const [sent] = await rowsTo(kept);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(filesTo(kept)).toHaveLength(1);
    await mailer.flushOutbox();
    expect(filesTo(kept)).toHaveLength(1);
  });

  it('e-mails sent directly are not queued again', async () => {
    const to = `direct-${crypto.randomUUID()}@example.test`;
    await mailer.send(email(to));
    const [row] = await rowsTo(to);
    expect(row?.sentAt).toBeInstanceOf(Date);
    await mailer.flushOutbox();
    expect(filesTo(to)).toHaveLength(1);
  });
});
