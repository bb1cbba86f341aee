import { sql } from 'drizzle-orm';
import { examBlueprints, examSettings, questionBankVersions, quizAttempts } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import type { MockBlueprint, MockExam } from '../../../domain/mock-exams';
import type { OpenAttempt } from '../attempts/attempt-kind';
import { activePremium } from '../entitlements/premium';
import { paperVersion } from './mock-bank';

/** What starts a mock: the exam and the subjects chosen (JAMB: Use of English and three more). */
export type MockInput = { exam: MockExam; subjects: string[] };

/** One level of a subject of the paper: its question version and its setting, if any. */
export type MockLevel = {
  subject: string;
  level: number;
  version: number;
  drawSize: number | null;
  active: boolean | null;
};

export type MockGate = {
  open: OpenAttempt | null;
  premium: boolean;
  /** This student's mock starts (any exam) in the last 7 days. */
  starts: string[];
  /** The exam's blueprints, one per subject that has a paper. */
  blueprints: Omit<MockBlueprint, 'examType'>[];
  /** Every level of the chosen subjects that has ever held a question this exam serves. */
  levels: MockLevel[];
  /** The version of the chosen subjects' questions (mock-bank `paperVersion`). */
  bankVersion: number;
  /** The questions of the student's last mocks of this exam (to draw others where possible). */
  avoid: string[];
};

/** How many of a student's latest mocks of an exam the next one avoids. */
export const MOCKS_AVOIDED = 3;
/** The allowance's window: the last 7 × 24 hours (domain/entitlements `mockAllowance`). */
export const MOCK_WEEK_MS = 7 * 86_400_000;

const a = quizAttempts;
const b = examBlueprints;
const s = examSettings;
const v = questionBankVersions;
const mine = sql`${a.userId} = ${param('userId')} and ${a.kind} = 'mock'`;
const chosen = sql`string_to_array(${param('subjects')}, '+')`;

/**
 * Everything a mock start decides on, in one read: the open paper of the exam, premium, this
 * week's starts, the exam's blueprints, the chosen subjects' levels (version and setting: a level
 * is drawn from only when ready) and their version, and the questions of the last papers.
 */
const gateStatement = new Statement<{
  userId: string;
  target: string;
  exam: string;
  subjects: string;
  now: string;
  weekAgo: string;
}>(
  'mock_start_gate',
  sql`select json_build_object(
        'open', (select json_build_object('id', ${a.id}, 'deadlineAt', ${a.deadlineAt}) from ${a}
                  where ${mine} and ${a.target} = ${param('target')} and ${a.completedAt} is null),
        'premium', ${activePremium(param('userId'), param('now'))},
        'starts', (select coalesce(json_agg(${a.startedAt} order by ${a.startedAt}), '[]') from ${a}
                    where ${mine} and ${a.startedAt} > ${param('weekAgo')}::timestamptz),
        'blueprints', (select coalesce(json_agg(json_build_object(
                          'subject', ${b.subject}, 'questionCount', ${b.totalQuestionsRealExam},
                          'minutes', ${b.totalTimeRealExam}, 'topicWeights', ${b.topicWeights})), '[]')
                         from ${b} where ${b.examType} = ${param('exam')}),
        'levels', (select coalesce(json_agg(json_build_object(
                      'subject', ${v.subject}, 'level', ${v.level}, 'version', ${v.version},
                      'drawSize', ${s.questionsPerLevel}, 'active', ${s.isActive})), '[]')
                     from ${v} left join ${s} on ${s.examType} = ${v.examType}
                      and ${s.subject} = ${v.subject} and ${s.level} = ${v.level}
                    where ${v.examType} = ${param('exam')} and ${v.subject} = any(${chosen})),
        'bankVersion', ${paperVersion(param('exam'), param('subjects'))},
        'avoid', (select coalesce(json_agg(e.value ->> 'id'), '[]')
                    from (select ${a.questions} as questions from ${a}
                           where ${mine} and ${a.target} = ${param('target')}
                           order by ${a.startedAt} desc limit ${sql.raw(String(MOCKS_AVOIDED))}) last
                    cross join jsonb_array_elements(last.questions) e)
      )::text as j`,
);

export async function readMockGate(
  db: Parameters<typeof gateStatement.json>[0],
  values: { userId: string; target: string; exam: MockExam; subjects: string[]; now: Date },
): Promise<MockGate> {
  const [gate] = await gateStatement.json<MockGate>(db, {
    ...values,
    subjects: values.subjects.join('+'),
    now: values.now.toISOString(),
    weekAgo: new Date(values.now.getTime() - MOCK_WEEK_MS).toISOString(),
  });
  return gate!;
}
