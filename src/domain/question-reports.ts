import * as z from 'zod/mini';
import { noNul } from './text-rules';

/**
 * Students report a problem with a question they saw (issue 13 item 7): one report per student
 * and question, with a reason and an optional note; an admin fixes or dismisses the question's
 * open reports, and a fix notifies each reporter once.
 */
export const REPORT_REASONS = ['wrong_answer', 'typo', 'unclear', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is now: open until an admin marks its question fixed or dismisses it. */
export const REPORT_STATUSES = ['open', 'fixed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'Wrong answer',
  typo: 'Typo',
  unclear: 'Unclear',
  other: 'Other',
};

export const REPORT_NOTE_MAX = 500;

/** The most questions with open reports the admin list shows at once (most reported first). */
export const REPORTED_QUESTIONS_LIMIT = 50;

export const REPORT_MESSAGES = {
  reason: 'Choose a reason',
  noteTooLong: `The note must be at most ${REPORT_NOTE_MAX} characters`,
  alreadyReported: 'You have already reported this question.',
  notSeen: 'You can only report a question from one of your finished quizzes.',
  noOpenReports: 'This question has no open reports.',
  sent: 'Thanks — your report was sent to the admins.',
} as const;

/** The body of a student's report; a blank note is no note. */
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reason),
  note: z.optional(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.maxLength(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong), noNul('Note')),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  ),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/**
 * The first `max` characters of a question, ending before a formula that would be cut in two (an
 * unclosed `$` would show as raw LaTeX where the notification is rendered).
 */
function excerptOf(text: string, max = 80): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  let open = -1;
  let openWith = '';
  for (let i = 0; i < head.length; i++) {
    if (head[i] === '\\') {
      i++;
      continue;
    }
    if (head[i] !== '$') continue;
    const mark = head.startsWith('$$', i) ? '$$' : '$';
    if (open < 0) {
      [open, openWith] = [i, mark];
      i += mark.length - 1;
    } else if (openWith === '$') {
      open = -1;
    } else if (mark === '$$') {
      open = -1;
      i++;
    }
  }
  return `${(open < 0 ? head : head.slice(0, open)).trimEnd()}…`;
}

/** The notification each reporter gets when the admin marks the question fixed. */
export function fixedNotification(questionText: string) {
  const excerpt = excerptOf(questionText);
  return {
    title: 'A question you reported was fixed',
    description: `Thanks for your report. We corrected: "${excerpt}"`,
  };
}

/** Open reports of one question counted per reason, every reason present (zero when none). */
export function countByReason(reasons: readonly ReportReason[]): Record<ReportReason, number> {
  const counts = Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as Record<
    ReportReason,
    number
  >;
  for (const r of reasons) counts[r]++;
  return counts;
}
