import { sql } from 'drizzle-orm';
import { notifications, quizAttempts } from '../../db/schema';
import { param } from '../../db/statements';
import { examDisplayName, examShortName } from '../../../domain/catalogue';
import { MOCK_SCORE_MAX, mockSubjectName, type MockExam } from '../../../domain/mock-exams';
import type { AttemptKind } from '../attempts/attempt-kind';
import { mockAttemptBank, paperVersion } from './mock-bank';
import { readMockGate, type MockGate, type MockInput } from './mock-gate';
import { planMockPaper } from './mock-plan';

const a = quizAttempts;
const notices = notifications;

/**
 * The submit's effect (in the submit statement itself): a notification with the paper's total,
 * "JAMB UTME mock: 245/400". The total is computed here from what the submit binds — `missed`
 * ('1' per question answered wrong or left unanswered, in the paper's order) and the paper's
 * section counts — with the same arithmetic as domain `sectionScore` (JavaScript's
 * Math.round(correct / count × 100): double precision, halves up), so the notice and the result
 * agree to the mark. A mock changes no level progress, earns no achievement (they reward
 * practice) and leaves the mistakes pool as it is (it reads practice and retry attempts only).
 * It answers with the paper as stored (its time per subject, written by PUT …/time).
 */
const onSubmit = sql`, sections as (
      select s.ord, (s.value ->> 'count')::int as n,
             coalesce(sum((s.value ->> 'count')::int) over (order by s.ord
                        rows between unbounded preceding and 1 preceding), 0)::int as off
        from submitted cross join jsonb_array_elements(submitted.paper -> 'sections')
             with ordinality as s(value, ord)),
    scores as (
      select case when n = 0 then 0 else floor(
               (n - length(replace(substr(${param('missed')}::text, off + 1, n), '0', '')))::float8
               / n * 100 + 0.5) end as score
        from sections),
    notice as (
      insert into ${notices} (user_id, type, title, description)
      select submitted.user_id, 'level', 'Mock exam submitted',
             ${param('paperName')}::text || ': ' || (select coalesce(sum(score), 0)::int from scores)
               || '/' || (select ${sql.raw(String(MOCK_SCORE_MAX))} * count(*) from scores)
        from submitted)
    select submitted.paper::text as paper from submitted`;

/** "JAMB UTME mock", "WAEC Mathematics mock". */
export function paperName(exam: string, subjects: readonly string[]): string {
  return exam === 'jamb'
    ? `${examDisplayName(exam)} mock`
    : `${examShortName(exam)} ${subjects.map((s) => mockSubjectName(exam as MockExam, s)).join(', ')} mock`;
}

/**
 * Mock exams (issue 23): the JAMB UTME paper (Use of English and three subjects, 180 questions,
 * one 2-hour timer) or one WAEC/NECO objective paper, drawn by the exam's blueprints from the
 * subjects' ready levels. Target `mock/<exam>`: one open paper per exam; a free student starts
 * one mock every 7 days (domain/entitlements `mockAllowance`). The attempt's `subject` is the
 * paper's subjects joined by '+', its `level` 0, its `paper` the sections in question order.
 */
export const mockAttempt: AttemptKind<MockInput, MockGate> = {
  name: 'mock',

  target: ({ exam }) => `mock/${exam}`,

  gate: ({ db, userId, now }, { exam, subjects }, target) =>
    readMockGate(db, {
      userId,
      target,
      exam,
      // Use of English is on every UTME paper: its levels and version are read with the rest.
      subjects: exam === 'jamb' ? [...new Set(['english', ...subjects])] : subjects,
      now,
    }),

  plan: (ctx, input, gate) => planMockPaper(ctx, input, gate, mockAttempt.target(input)),

  bankVersion: paperVersion(a.examType, a.subject),

  bank: (db, attempt, version) => mockAttemptBank(db, attempt, version),

  onSubmit,

  effectParams: (attempt) => ({
    paperName: paperName(attempt.examType, attempt.subject.split('+')),
  }),
};
