import katex from 'katex';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { examSettings, questions, syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../context';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { topicPlan } from '../../../domain/blueprint-scaling';
import {
  DROPS,
  PROMPT_VERSION,
  blindAnswerSchema,
  generatedBatchSchema,
  optionsDistinct,
  questionFlags,
  type BlindAnswer,
  type Flag,
  type GeneratedQuestion,
} from '../../../domain/generated-questions';
import { normalisedQuestionText } from '../../../domain/question-text';
import { OPTION_KEYS } from '../../../domain/questions';
import { latexProblem } from '../../../domain/latex-rules';
import { NEAR_DUPLICATE_SIMILARITY, mostSimilar, trigrams } from '../../../domain/trigram';
import {
  ModelCallError,
  NOT_CONFIGURED_TEXT,
  type QuestionModel,
  type TokenUsage,
} from './question-model';

/** The source of every AI-written question (admin §3). */
export const AI_SOURCE = 'ai';

export type GenerateSetInput = {
  examType: string;
  subject: string;
  level: number;
  questionCount: number;
  timeLimitMinutes: number;
};

export type GenerateSetResult = {
  created: number;
  flagged: number;
  dropped: { questionText: string; reason: string }[];
  usage: TokenUsage;
  model: string;
  promptVersion: string;
};

const SYSTEM = `You write multiple-choice practice questions for Nigerian and West African secondary-school
students preparing for JAMB UTME, WAEC SSCE and NECO SSCE. Write in the style of the named exam,
use Nigerian and West African contexts (names, places, naira amounts written as ₦ outside maths),
British spelling and IUPAC chemical names. Each question has exactly four options A–D, one of them
correct, and a short explanation of why it is correct. Do not make the correct option the longest.
Write mathematics in LaTeX between single dollar signs.`;

function generationPrompt(input: GenerateSetInput, topics: (string | null)[], syllabus: string[]) {
  const exam = examDisplayName(input.examType);
  const subject = subjectDisplayName(input.subject);
  const plan = topics.map((t, i) => `${i + 1}. ${t ?? 'any topic of the syllabus'}`).join('\n');
  return `Write ${input.questionCount} questions for ${exam} ${subject}, level ${input.level} of 50 (level 50 is the real exam's standard; lower levels are proportionally easier, level 1 the start of senior secondary).
Topics, one question each, in this order:
${plan}
${syllabus.length ? `Use only these syllabus topic names in "topic": ${syllabus.join('; ')}.` : ''}
Set "difficulty" to easy, medium or hard for the level.`;
}

function blindPrompt(items: GeneratedQuestion[]) {
  const list = items
    .map(
      (q, i) =>
        `Question ${i}: ${q.questionText}\n${OPTION_KEYS.map((k) => `${k}. ${q.options[k]}`).join('\n')}`,
    )
    .join('\n\n');
  return `Answer each question below without help. For each, give its index, the option you choose, and "ambiguous": true if more than one option could be correct.\n\n${list}`;
}

/** Every $…$ of a text parses with KaTeX (as the quiz renders it). */
export function latexParses(...texts: string[]): boolean {
  for (const text of texts)
    for (const [, tex] of text.matchAll(/\$([^$]+)\$/g)) {
      try {
        katex.renderToString(tex!, { throwOnError: true, trust: false, strict: 'ignore' });
      } catch {
        return false;
      }
    }
  return true;
}

/** A set written and checked by the model, not yet stored. */
export type DraftSet = {
  rows: (typeof questions.$inferInsert & { aiMetadata: { flags: Flag[] } })[];
  flagged: number;
  dropped: GenerateSetResult['dropped'];
  usage: TokenUsage;
};

/**
 * Asks the model for one set of a level and checks every question (issue 13 items 3 and 5):
 * the schema (by the model client); options that are not distinct, duplicates and
 * near-duplicates (trigram similarity ≥ NEAR_DUPLICATE_SIMILARITY) within the batch and in the
 * exam/subject's bank are dropped; a blind second call, the syllabus, the long-option cue and
 * LaTeX flag. Stores nothing: `storeSet` does, in the caller's transaction. `usage` counts the
 * tokens of every call, including one that failed after answering.
 */
export async function draftSet({
  db,
  model,
  input,
  usage = { inputTokens: 0, outputTokens: 0 },
  retryBlindCheck = false,
}: {
  db: Tx;
  model: QuestionModel;
  input: GenerateSetInput;
  usage?: TokenUsage;
  /**
   * A blind check that fails retryably (429, 5xx, timeout, the server stopping) fails the set,
   * for the bulk runner to try again; otherwise the questions are kept, marked unchecked.
   */
  retryBlindCheck?: boolean;
}): Promise<DraftSet> {
  const syllabusRows = await db
    .select({ id: syllabusTopics.id, name: syllabusTopics.topicName })
    .from(syllabusTopics)
    .where(
      and(eq(syllabusTopics.examType, input.examType), eq(syllabusTopics.subject, input.subject)),
    )
    .orderBy(syllabusTopics.topicName);
  const syllabus = syllabusRows.map((r) => r.name);
  // A question naming a syllabus topic is linked to it, as an uploaded one is (ADR 0030).
  const topicIds = new Map(syllabusRows.map((r) => [r.name.trim().toLowerCase(), r.id]));
  const plan = topicPlan(syllabus, input.questionCount, input.level);

  const batch = await model.object({
    system: SYSTEM,
    prompt: generationPrompt(input, plan, syllabus),
    schema: generatedBatchSchema,
    schemaName: 'questions',
    usage,
  });

  const dropped: GenerateSetResult['dropped'] = [];
  const bankTexts = (
    await db
      .select({ text: questions.questionText })
      .from(questions)
      .where(
        and(
          eq(questions.subject, input.subject),
          sql`${input.examType}::text = any(${questions.exams})`,
        ),
      )
  ).map((r) => normalisedQuestionText(r.text));
  const bank = new Set(bankTexts);
  const bankTrigrams = bankTexts.map((text) => ({ key: text, trigrams: trigrams(text) }));
  const seen = new Set<string>();
  const batchTrigrams: { key: string; trigrams: Set<string> }[] = [];
  const kept: GeneratedQuestion[] = [];
  for (const q of batch.value.questions.slice(0, input.questionCount)) {
    const key = normalisedQuestionText(q.questionText);
    // LaTeX the quiz could not show (issue 21 item 4) is dropped like any unusable question.
    const texts = [q.questionText, q.explanation, ...OPTION_KEYS.map((k) => q.options[k])];
    const reason = texts.some((t) => latexProblem(t))
      ? DROPS.unsafeLatex
      : !optionsDistinct(q.options)
        ? DROPS.duplicateOptions
        : seen.has(key)
          ? DROPS.duplicateInBatch
          : bank.has(key)
            ? DROPS.duplicateInBank
            : mostSimilar(key, batchTrigrams, NEAR_DUPLICATE_SIMILARITY)
              ? DROPS.nearDuplicateInBatch
              : mostSimilar(key, bankTrigrams, NEAR_DUPLICATE_SIMILARITY)
                ? DROPS.nearDuplicateInBank
                : null;
    if (!seen.has(key)) {
      seen.add(key);
      batchTrigrams.push({ key, trigrams: trigrams(key) });
    }
    if (reason) dropped.push({ questionText: q.questionText, reason });
    else kept.push(q);
  }

  let blind = new Map<number, BlindAnswer>();
  let blindError: string | null = null;
  if (kept.length > 0) {
    try {
      const answer = await model.object({
        system: 'You are a careful examiner. Answer exam questions accurately.',
        prompt: blindPrompt(kept),
        schema: blindAnswerSchema,
        schemaName: 'answers',
        usage,
      });
      blind = new Map(answer.value.answers.map((a) => [a.index, a]));
    } catch (error) {
      if (retryBlindCheck && error instanceof ModelCallError && error.retryable) throw error;
      // Without the check every question is kept, flagged as unchecked by the verdict.
      blindError = error instanceof Error ? error.message : 'Unknown error';
    }
  }

  const rows = kept.map((q, i) => {
    const flags: Flag[] = questionFlags(q, {
      topics: syllabus,
      blind: blind.get(i),
      latexOk: latexParses(q.questionText, q.explanation, ...OPTION_KEYS.map((k) => q.options[k])),
    });
    return {
      examType: input.examType,
      subject: input.subject,
      level: input.level,
      topic: q.topic,
      topicId: topicIds.get(q.topic.trim().toLowerCase()) ?? null,
      difficulty: q.difficulty,
      questionText: q.questionText,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      source: AI_SOURCE,
      isActive: false,
      pendingReview: true,
      aiMetadata: {
        model: model.model,
        promptVersion: PROMPT_VERSION,
        tokens: batch.usage,
        flags,
        blindAnswer: blind.get(i)?.answer ?? null,
        blindCheck: blindError ? `not run: ${blindError}` : blind.has(i) ? 'done' : 'no answer',
      },
    };
  });
  return {
    rows,
    // Review counts a question without a blind answer as flagged too (generation-flags.ts).
    flagged: rows.filter((r) => r.aiMetadata.flags.length > 0 || r.aiMetadata.blindCheck !== 'done')
      .length,
    dropped,
    usage,
  };
}

/** Stores a drafted set pending and inactive, and saves the level's exam setting's time limit. */
export async function storeSet(tx: Tx, input: GenerateSetInput, draft: DraftSet) {
  if (draft.rows.length > 0) await tx.insert(questions).values(draft.rows);
  await tx
    .insert(examSettings)
    .values({
      examType: input.examType,
      subject: input.subject,
      level: input.level,
      questionsPerLevel: input.questionCount,
      timerMinutes: input.timeLimitMinutes,
    })
    .onConflictDoUpdate({
      target: [examSettings.examType, examSettings.subject, examSettings.level],
      set: { timerMinutes: input.timeLimitMinutes, updatedAt: sql`now()` },
    });
}

/**
 * Single generation (issue 13 item 3): one set of a level drafted and checked (`draftSet`), its
 * questions stored as pending AI questions (inactive until approved, so no student sees one)
 * with the level's exam setting, in one transaction.
 */
export async function generateSet({
  ctx,
  model,
  input,
}: {
  ctx: Ctx;
  model: QuestionModel | null;
  input: GenerateSetInput;
}): Promise<GenerateSetResult> {
  if (!model) throw new AppError('AI_NOT_CONFIGURED', NOT_CONFIGURED_TEXT);
  const draft = await draftSet({ db: ctx.db, model, input });
  await ctx.db.transaction((tx) => storeSet(tx, input, draft));
  return {
    created: draft.rows.length,
    flagged: draft.flagged,
    dropped: draft.dropped,
    usage: draft.usage,
    model: model.model,
    promptVersion: PROMPT_VERSION,
  };
}
