import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type Email = { to: string; subject: string; text: string; html?: string; link?: string };
export type Mailer = { send: (email: Email) => Promise<void> };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every e-mail goes to the outbox table
 * and its link is printed, so a local user can verify and reset without a mail server.
 */
export async function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: Logger;
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
      await opts.db.insert(emailOutbox).values(email);
      opts.log.info(`[outbox] ${email.subject} → ${email.to}${email.link ? `: ${email.link}` : ''}`);
    },
  };
}
