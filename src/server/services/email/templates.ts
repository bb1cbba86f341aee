import type { Email } from './mailer';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, body: string, link: string, action: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:16px;color:#111">
<h1 style="font-size:20px;color:#047857">PrepArena</h1><h2 style="font-size:18px">${escape(title)}</h2>
<p>${escape(body)}</p><p><a href="${escape(link)}" style="display:inline-block;background:#047857;color:#fff;padding:12px 18px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:12px;color:#555">If the button does not work, open this link: ${escape(link)}</p></body></html>`;
}

export function verificationEmail(to: string, name: string, link: string): Email {
  const body = `Hi ${name}, confirm your e-mail address to start practising on PrepArena. The link works for 24 hours.`;
  return {
    to,
    subject: 'Verify your PrepArena email',
    text: `${body}\n\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
    html: layout('Verify your email', body, link, 'Verify email'),
    link,
  };
}

export function resetPasswordEmail(to: string, link: string): Email {
  const body =
    'Someone asked to reset the password of your PrepArena account. Choose a new password with the link below; it works for one hour. If it was not you, ignore this e-mail.';
  return {
    to,
    subject: 'Reset your PrepArena password',
    text: `${body}\n\n${link}`,
    html: layout('Reset your password', body, link, 'Choose a new password'),
    link,
  };
}

/** The receipt of a premium purchase (issue 11): queued with the payment's grant, in its transaction. */
export function receiptEmail(
  to: string,
  r: {
    name: string;
    planName: string;
    amount: string;
    reference: string;
    paidOn: string;
    premiumUntil: string;
    /** What Premium gives today, from the bank (issue 20): never a typed level range. */
    premiumGives: string;
    link: string;
  },
): Email {
  const body =
    `Hi ${r.name}, thank you for your payment. ${r.planName}: ${r.amount}, paid on ${r.paidOn} ` +
    `(reference ${r.reference}). Premium is yours until ${r.premiumUntil}. ${r.premiumGives} ` +
    `Nothing renews by itself.`;
  return {
    to,
    subject: 'Your PrepArena receipt',
    text: `${body}\n\nYour payments and receipts: ${r.link}`,
    html: layout('Receipt', body, r.link, 'See your subscription'),
    link: r.link,
  };
}
