import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './auth';
import { questions } from './content';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../domain/question-reports';

/**
 * A student's report of a problem with a question (issue 13 item 7): one per student and question,
 * ever; open until an admin marks the question fixed or dismisses its reports.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).default('open').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('question_reports_user_question_key').on(t.userId, t.questionId),
    // The admin list reads open reports only, grouped by question.
    index('question_reports_open_question_idx')
      .on(t.questionId)
      .where(sql`${t.status} = 'open'`),
    check(
      'question_reports_reason_check',
      sql`${t.reason} in ('wrong_answer', 'typo', 'unclear', 'other')`,
    ),
    check('question_reports_status_check', sql`${t.status} in ('open', 'fixed', 'dismissed')`),
    check('question_reports_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);
