import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type Email = { to: string; subject: string; text: string; html?: string; link?: string };
export type Mailer = { send: (email: Email) => Promise<void> };

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
  if (opts.smtpUrl) {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (email) => {
        await transport.sendMail({
          from: opts.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      },
    };
  }
  return {
    send: async (email) => {
      const [row] = await opts.db
        .insert(emailOutbox)
        .values(email)
        .returning({ id: emailOutbox.id, createdAt: emailOutbox.createdAt });
      if (opts.outboxDir && row) {
        await fs.mkdir(opts.outboxDir, { recursive: true });
        const name = `${row.createdAt.getTime()}-${row.id}.json`;
        await fs.writeFile(
          path.join(opts.outboxDir, name),
          JSON.stringify({ ...email, createdAt: row.createdAt }, null, 2),
        );
      }
      opts.log.info(
        `[outbox] ${email.subject} → ${email.to}${email.link ? `: ${email.link}` : ''}`,
      );
    },
  };
}
