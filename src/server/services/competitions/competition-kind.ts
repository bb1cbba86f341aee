import { getTableColumns, sql } from 'drizzle-orm';
import { competitionParticipants, competitions, quizAttempts } from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { entryDecision } from '../../../domain/competitions';
import { drawQuestions } from '../../../domain/quiz';
import type { AttemptKind, OpenAttempt } from '../attempts/attempt-kind';
import { activePremium } from '../entitlements/premium';
import { competitionBank, entryBank, subjectVersion } from './competition-bank';
import { toTimes, type CompetitionTimesJson } from './competition-rows';

/** An entry is for one competition. */
export type EntryTarget = { competitionId: string };

type Gate = {
  open: OpenAttempt | null;
  entered: boolean;
  premium: boolean;
  registered: boolean;
  competition:
    (CompetitionTimesJson & { examType: string; subject: string; durationMinutes: number }) | null;
  bankVersion: number | null;
};

const a = quizAttempts;
const p = competitionParticipants;
const c = competitions;
const {
  status,
  startTime,
  endTime,
  registrationDeadline,
  completedAt,
  durationMinutes,
  examType,
  subject,
} = getTableColumns(c);
const mine = sql`${a.userId} = ${param('userId')} and ${a.kind} = 'competition' and ${a.target} = ${param('target')}`;
const theCompetition = sql`${c.id} = ${param('target')}::uuid`;

/** The open entry, whether there was any, premium, registration and the competition, in one read. */
const gateStatement = new Statement<{ userId: string; target: string; now: string }>(
  'competition_start_gate',
  sql`select json_build_object(
        'open', (select json_build_object('id', ${a.id}, 'deadlineAt', ${a.deadlineAt}) from ${a}
                  where ${mine} and ${a.completedAt} is null),
        'entered', exists (select 1 from ${a} where ${mine}),
        'premium', ${activePremium(param('userId'), param('now'))},
        'registered', exists (select 1 from ${p}
                               where ${p.competitionId} = ${param('target')}::uuid and ${p.userId} = ${param('userId')}),
        'competition', (select ${jsonObject({ status, startTime, endTime, registrationDeadline, completedAt, durationMinutes, examType, subject })}
                          from ${c} where ${theCompetition}),
        'bankVersion', (select ${subjectVersion(c.examType, c.subject)} from ${c} where ${theCompetition})
      )::text as j`,
);

/**
 * A competition entry (issue 12): one per registered premium student, started while the
 * competition is live, its deadline fixed at entry as min(entry + duration, end); questions are
 * the competition's, in an order of the entry's own. The submit statement copies the score and
 * the server-measured time to the registration, for the ranks. Its `level` column is 0.
 */
export const competitionEntry: AttemptKind<EntryTarget, Gate> = {
  name: 'competition',

  target: ({ competitionId }) => competitionId,

  async gate({ db, userId, now }, _input, target) {
    const [gate] = await gateStatement.json<Gate>(db, { userId, target, now: now.toISOString() });
    return gate!;
  },

  async plan({ db, now }, { competitionId }, gate) {
    const competition = gate.competition && { ...gate.competition, ...toTimes(gate.competition) };
    const decision = entryDecision({
      competition,
      premium: gate.premium,
      registered: gate.registered,
      entered: gate.entered,
      now,
    });
    if (!decision.ok) throw new AppError(decision.code, decision.message);
    const bank = await competitionBank(db, competitionId, gate.bankVersion ?? 0);
    if (bank.questions.length === 0)
      throw new AppError('NO_QUESTIONS', 'This competition has no questions yet.');
    return {
      examType: competition!.examType,
      subject: competition!.subject,
      level: 0,
      // Every entrant gets the questions in an order of their own (neighbours cannot follow).
      questions: drawQuestions(bank.questions, bank.questions.length, true),
      timeLimitSeconds: decision.timeLimitSeconds,
      bankVersion: bank.version,
    };
  },

  bankVersion: subjectVersion(a.examType, a.subject),

  bank: (db, attempt, version) => entryBank(db, attempt, version),

  // In the submit's own statement: the registration gets the score, time and submit time.
  onSubmit: sql`, entry as (
      update ${p} set score = s.score, time_taken = s.time_taken, submitted_at = s.completed_at
        from submitted s
       where ${p.competitionId} = s.target::uuid and ${p.userId} = s.user_id
      returning ${p.id})
    select id from submitted`,
};
