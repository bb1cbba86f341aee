import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { servedTo } from '../questions/served-to';
import type { Tx } from '../../db/client';
import { competitions, questions, syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  COMPETITION_BOUNDS,
  COMPETITION_FORM_MESSAGES,
  csvErrorSummary,
  parseCompetitionCsv,
  type CompetitionDetails,
  type CreateCompetitionInput,
} from '../../../domain/competition-form';
import { COMPETITION_MESSAGES, COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';
import type { QuestionDraft } from '../../../domain/question-rules';
import type { UserCtx } from '../context';
import { orderedId } from '../questions/ordered-id';
import { adminCompetition, type AdminCompetition } from './admin-competitions';
import { forgetListed } from './public-competitions';

export type CreatedCompetition = {
  competition: AdminCompetition;
  /** "Competition created successfully!" (admin §8). */
  message: string;
  questionsSaved: number;
  /** CSV only: the rows skipped, as the form shows them (5, then "... and {k} more errors"). */
  errors: string[];
  errorCount: number;
};

const q = questions;

/** Writes a competition's own questions (source competition-upload) and returns their ids in order. */
async function saveQuestions(
  tx: Tx,
  details: CompetitionDetails,
  drafts: Omit<QuestionDraft, 'examType' | 'subject'>[],
): Promise<string[]> {
  const topics = new Map(
    (
      await tx
        .select({ id: syllabusTopics.id, name: sql<string>`lower(${syllabusTopics.topicName})` })
        .from(syllabusTopics)
        .where(
          and(
            eq(syllabusTopics.examType, details.examType),
            eq(syllabusTopics.subject, details.subject),
          ),
        )
    ).map((t) => [t.name, t.id]),
  );
  const rows = drafts.map((d) => ({
    id: orderedId(),
    examType: details.examType,
    subject: details.subject,
    level: d.level,
    topic: d.topic,
    topicId: topics.get(d.topic.toLowerCase()) ?? null,
    difficulty: d.difficulty,
    questionText: d.questionText,
    options: d.options,
    correctAnswer: d.correctAnswer,
    explanation: d.explanation,
    source: COMPETITION_QUESTION_SOURCE,
    isActive: true,
    pendingReview: false,
  }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(q).values(rows.slice(i, i + 500));
  return rows.map((r) => r.id);
}

/** N practice questions the exam serves in the subject (of the chosen levels), at random. */
async function drawFromBank(
  tx: Tx,
  details: CompetitionDetails,
  { count, levels }: { count: number; levels: number[] },
): Promise<string[]> {
  const drawn = await tx
    .select({ id: q.id })
    .from(q)
    .where(
      and(
        eq(q.subject, details.subject),
        servedTo(sql`${details.examType}::text`),
        eq(q.isActive, true),
        eq(q.pendingReview, false),
        ne(q.source, COMPETITION_QUESTION_SOURCE),
        levels.length ? inArray(q.level, levels) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
  if (drawn.length < count) {
    const message = COMPETITION_FORM_MESSAGES.notEnoughInBank(drawn.length);
    throw new AppError('VALIDATION_FAILED', message, { questions: message });
  }
  return drawn.map((d) => d.id);
}

async function insertCompetition(
  ctx: UserCtx,
  details: CompetitionDetails,
  questionIds: (tx: Tx) => Promise<string[]>,
): Promise<AdminCompetition> {
  const id = await ctx.db.transaction(async (tx) => {
    const ids = await questionIds(tx);
    const [row] = await tx
      .insert(competitions)
      .values({ ...details, status: 'draft', questionIds: ids, createdBy: ctx.userId })
      .returning({ id: competitions.id });
    return row!.id;
  });
  forgetListed(ctx.db);
  return (await adminCompetition(ctx.db, id, ctx.now))!;
}

/**
 * Creates a draft competition with its questions, all or nothing (admin §2: the questions are
 * saved, their ids attached, the competition created as draft): questions entered by hand are
 * stored in the competition's exam and subject at level 1, questions drawn from the bank stay
 * the bank's.
 */
export async function createCompetition({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: CreateCompetitionInput;
}): Promise<CreatedCompetition> {
  const { details, questions: from } = input;
  const competition = await insertCompetition(ctx, details, (tx) =>
    from.source === 'bank'
      ? drawFromBank(tx, details, from)
      : saveQuestions(
          tx,
          details,
          // A competition's own questions have no passage and no diagram.
          from.questions.map(({ passage: _none, image: _noImage, ...x }) => ({
            ...x,
            level: 1,
            explanation: x.explanation || null,
          })),
        ),
  );
  return {
    competition,
    message: COMPETITION_MESSAGES.created,
    questionsSaved: competition.questionCount,
    errors: [],
    errorCount: 0,
  };
}

/**
 * The same from a competition CSV (admin §5): rows with a problem are reported and skipped;
 * with no valid row nothing is created and the answer lists why (VALIDATION_FAILED, details
 * `file` and `errors`).
 */
export async function createCompetitionFromCsv({
  ctx,
  input: { details, text },
}: {
  ctx: UserCtx;
  input: { details: CompetitionDetails; text: string };
}): Promise<CreatedCompetition> {
  const parsed = parseCompetitionCsv(text, details);
  const errors = csvErrorSummary(parsed.errors);
  if (!parsed.ok)
    throw new AppError('VALIDATION_FAILED', parsed.error, { file: parsed.error, errors });
  if (parsed.questions.length > COMPETITION_BOUNDS.maxQuestions) {
    const message = COMPETITION_FORM_MESSAGES.tooManyQuestions;
    throw new AppError('VALIDATION_FAILED', message, { file: message, errors });
  }
  const competition = await insertCompetition(ctx, details, (tx) =>
    saveQuestions(tx, details, parsed.questions),
  );
  return {
    competition,
    message: COMPETITION_MESSAGES.created,
    questionsSaved: parsed.questions.length,
    errors,
    errorCount: parsed.errors.length,
  };
}
