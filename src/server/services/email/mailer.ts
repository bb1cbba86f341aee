import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type Email = { to: string; subject: string; text: string; html?: string; link?: string };
export type Mailer = {
  send: (email: Email) => Promise<void>;
  /**
   * Delivers the e-mails queued in transactions (`queueEmail`) once they have committed. Safe to
   * run from several processes at once: each row is claimed by one. Returns how many went out.
   */
  flushOutbox: () => Promise<number>;
};

/** Queued e-mails delivered per flush; the rest wait for the next one. */
const FLUSH_BATCH = 20;

/**
 * Writes an e-mail in the caller's transaction, to be sent after it commits (a payment receipt
 * commits with its payment, or not at all). `Mailer.flushOutbox` delivers it.
 */
export async function queueEmail(tx: Tx, email: Email): Promise<void> {
  await tx.insert(emailOutbox).values({ ...email, sentAt: null });
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every e-mail goes to the outbox table
 * and to a JSON file in `<outboxDir>`, and its link is printed, so a local user can verify and
 * reset without a mail server (and browser tests can read it while the server holds the DB).
 */
export async function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: Logger;
  outboxDir?: string;
}): Promise<Mailer> {
  const { db, log } = opts;

  /** Without SMTP the outbox is the mailbox: the row, a JSON file and a log line. */
  const keep = async (email: Email, row: { id: string; createdAt: Date }) => {
    if (opts.outboxDir) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${row.createdAt.getTime()}-${row.id}.json`;
      await fs.writeFile(
        path.join(opts.outboxDir, name),
        JSON.stringify({ ...email, createdAt: row.createdAt }, null, 2),
      );
    }
    log.info(`[outbox] ${email.subject} → ${email.to}${email.link ? `: ${email.link}` : ''}`);
  };

  let deliver: (email: Email, row: { id: string; createdAt: Date }) => Promise<void> = keep;
  let send: (email: Email) => Promise<void>;
  if (opts.smtpUrl) {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(opts.smtpUrl);
    send = async (email) => {
      await transport.sendMail({
        from: opts.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    };
    deliver = (email) => send(email);
  } else {
    send = async (email) => {
      const [row] = await db
        .insert(emailOutbox)
        .values(email)
        .returning({ id: emailOutbox.id, createdAt: emailOutbox.createdAt });
      if (row) await keep(email, row);
    };
  }

  const flushOutbox = async () => {
    // Claim a batch (sent_at set) in one statement; another process skips the locked rows.
    const claimed = await db
      .update(emailOutbox)
      .set({ sentAt: sql`now()` })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(isNull(emailOutbox.sentAt))
            .orderBy(asc(emailOutbox.createdAt))
            .limit(FLUSH_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    let sent = 0;
    for (const row of claimed) {
      const email: Email = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        link: row.link ?? undefined,
      };
      try {
        await deliver(email, row);
        sent++;
      } catch (error) {
        // Back in the queue for the next flush.
        await db.update(emailOutbox).set({ sentAt: null }).where(eq(emailOutbox.id, row.id));
        log.warn(`Could not send "${row.subject}" to ${row.to}; will retry`, error);
      }
    }
    return sent;
  };

  return { send, flushOutbox };
}
