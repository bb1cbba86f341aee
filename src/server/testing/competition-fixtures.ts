import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  competitionParticipants,
  competitions,
  profiles,
  questions,
  quizAttempts,
  user,
} from '../db/schema';
import { COMPETITION_QUESTION_SOURCE, type CompetitionStatus } from '../../domain/competitions';
import { forgetListed } from '../services/competitions/public-competitions';
import { forget } from '../services/attempts/attempt-store';

const MIN = 60_000;

export type CompetitionFixture = {
  id: string;
  examType: string;
  subject: string;
  /** Question id → correct option. */
  key: Map<string, 'A' | 'B' | 'C' | 'D'>;
  questionIds: string[];
};

/**
 * A competition of its own (its own subject, so no other test's bank or level is touched), with
 * `questions` questions written for it. Times in minutes from now: by default live from 10
 * minutes ago until 50 minutes from now, 30 minutes long, active.
 */
export async function createCompetition(
  db: Db,
  opts: {
    status?: CompetitionStatus;
    startMin?: number;
    endMin?: number;
    registrationDeadlineMin?: number | null;
    durationMinutes?: number;
    maxParticipants?: number | null;
    entryFeeKobo?: number;
    prizeMinScore?: number | null;
    questions?: number;
    title?: string;
  } = {},
): Promise<CompetitionFixture> {
  const now = Date.now();
  const examType = 'jamb';
  const subject = `comp-${crypto.randomBytes(4).toString('hex')}`;
  const n = opts.questions ?? 4;
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        examType,
        subject,
        level: 1,
        topic: 'Contest',
        questionText: `Competition question ${i} ${crypto.randomUUID()}`,
        options: { A: `a${i}`, B: `b${i}`, C: `c${i}`, D: `d${i}` },
        correctAnswer: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
        explanation: `SECRET-EXPLANATION-${i}`,
        source: COMPETITION_QUESTION_SOURCE,
      })),
    )
    .returning({ id: questions.id, correctAnswer: questions.correctAnswer });
  const [row] = await db
    .insert(competitions)
    .values({
      title: opts.title ?? `Cup ${subject}`,
      examType,
      subject,
      status: opts.status ?? 'active',
      startTime: new Date(now + (opts.startMin ?? -10) * MIN),
      endTime: new Date(now + (opts.endMin ?? 50) * MIN),
      registrationDeadline:
        opts.registrationDeadlineMin == null
          ? null
          : new Date(now + opts.registrationDeadlineMin * MIN),
      durationMinutes: opts.durationMinutes ?? 30,
      maxParticipants: opts.maxParticipants ?? null,
      entryFeeKobo: opts.entryFeeKobo ?? 0,
      prizeMinScore: opts.prizeMinScore ?? null,
      questionIds: rows.map((r) => r.id),
    })
    .returning({ id: competitions.id });
  forgetListed(db);
  return {
    id: row!.id,
    examType,
    subject,
    key: new Map(rows.map((r) => [r.id, r.correctAnswer])),
    questionIds: rows.map((r) => r.id),
  };
}

/** Registers a student directly (arranging a test, not testing registration). */
export async function registerDirectly(db: Db, competitionId: string, userId: string) {
  await db.insert(competitionParticipants).values({ competitionId, userId });
  forgetListed(db);
}

/** Moves a competition's times (minutes from now) and clears this process's list copy. */
export async function moveCompetition(
  db: Db,
  competitionId: string,
  times: { startMin?: number; endMin?: number },
) {
  const now = Date.now();
  await db
    .update(competitions)
    .set({
      ...(times.startMin !== undefined ? { startTime: new Date(now + times.startMin * MIN) } : {}),
      ...(times.endMin !== undefined ? { endTime: new Date(now + times.endMin * MIN) } : {}),
    })
    .where(eq(competitions.id, competitionId));
  forgetListed(db);
}

/** Moves an entry's start and deadline (seconds from now), as if it had been started earlier. */
export async function moveEntry(
  db: Db,
  attemptId: string,
  times: { startedSecondsAgo?: number; deadlineInSeconds?: number },
) {
  const now = Date.now();
  await db
    .update(quizAttempts)
    .set({
      ...(times.startedSecondsAgo !== undefined
        ? { startedAt: new Date(now - times.startedSecondsAgo * 1000) }
        : {}),
      ...(times.deadlineInSeconds !== undefined
        ? { deadlineAt: new Date(now + times.deadlineInSeconds * 1000) }
        : {}),
    })
    .where(eq(quizAttempts.id, attemptId));
  // The server that started it remembers it as it was (ADR 0011); tests move time behind its back.
  forget(db, attemptId);
}

/** Users made straight in the database (no sign-in): for service-level tests of many students. */
export async function insertUsers(db: Db, n: number, name = 'Ada Lovelace') {
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
  await db
    .insert(user)
    .values(ids.map((id) => ({ id, name, email: `${id}@example.test`, emailVerified: true })));
  await db
    .insert(profiles)
    .values(ids.map((id) => ({ id, email: `${id}@example.test`, fullName: name })));
  return ids;
}

/** A competition's stored row and the stored questions it draws from. */
export async function competitionWithQuestions(db: Db, competitionId: string) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  const drawn = await db.select().from(questions).where(inArray(questions.id, row!.questionIds));
  return { row: row!, questions: drawn };
}

/** The registration row of a student, as stored. */
export async function registration(db: Db, competitionId: string, userId: string) {
  const [row] = await db
    .select()
    .from(competitionParticipants)
    .where(
      and(
        eq(competitionParticipants.competitionId, competitionId),
        eq(competitionParticipants.userId, userId),
      ),
    );
  return row;
}
