import { AppError } from '../../lib/errors';
import { isReadyLevel, mocksPhrase } from '../../../domain/availability';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';
import { examShortName } from '../../../domain/catalogue';
import { mockAllowance } from '../../../domain/entitlements';
import { QUIZ_DEFAULTS } from '../../../domain/levels';
import {
  checkCombination,
  drawSection,
  mockSubjectName,
  paperMinutes,
  type MockBlueprint,
  type MockCandidate,
} from '../../../domain/mock-exams';
import type { Db } from '../../db/client';
import type { MockPaper } from '../../db/schema';
import type { UserCtx } from '../context';
import type { AttemptPlan } from '../attempts/attempt-kind';
import { levelBank, type LevelQuestion } from '../attempts/question-cache';
import type { MockGate, MockInput, MockLevel } from './mock-gate';
import { rememberPlannedPaper } from './mock-bank';

/** A question a paper may ask: drawable (active, reviewed, not a competition's) and well formed. */
const askable = (q: LevelQuestion) =>
  q.drawable &&
  Boolean(q.questionText?.trim()) &&
  Object.keys(q.options ?? {}).length >= 2 &&
  Boolean(q.correctAnswer);

type Section = { byId: Map<string, LevelQuestion>; candidates: MockCandidate[] };

/**
 * Each exam and subject's candidates as last built, under the levels they were built from (level,
 * version, setting): every start of a paper would otherwise filter the same few thousand cached
 * questions again. Same rule as the level caches: a version seen newer builds them afresh.
 */
const built = new WeakMap<Db, Map<string, { levels: string; section: Section }>>();

/**
 * The questions a subject's section may draw, with their level: the askable questions of the
 * subject's *ready* levels for the exam (ADR 0030: a level that is not ready is offered nowhere),
 * from the process's level caches at the versions the gate read.
 */
export async function sectionCandidates(
  db: Db,
  exam: string,
  subject: string,
  levels: readonly MockLevel[],
): Promise<Section> {
  const own = levels.filter((l) => l.subject === subject);
  const key = own.map((l) => `${l.level}:${l.version}:${l.drawSize}:${l.active}`).join(',');
  let byPair = built.get(db);
  if (!byPair) built.set(db, (byPair = new Map()));
  const hit = byPair.get(`${exam}|${subject}`);
  if (hit?.levels === key) return hit.section;
  const section = await buildCandidates(db, exam, subject, own);
  byPair.set(`${exam}|${subject}`, { levels: key, section });
  return section;
}

async function buildCandidates(
  db: Db,
  exam: string,
  subject: string,
  own: readonly MockLevel[],
): Promise<Section> {
  const banks = await Promise.all(
    own.map((l) => levelBank(db, { examType: exam, subject, level: l.level }, l.version)),
  );
  const byId = new Map<string, LevelQuestion>();
  const candidates: MockCandidate[] = [];
  own.forEach((l, i) => {
    const pool = banks[i]!.questions.filter((q) => q.drawable);
    const drawSize = l.drawSize ?? QUIZ_DEFAULTS.questionCount; // as domain/levels quizConfig
    if (!isReadyLevel({ servedQuestions: pool.length, drawSize, settingActive: l.active })) return;
    for (const q of pool.filter(askable)) {
      byId.set(q.id, q);
      candidates.push({
        id: q.id,
        topic: q.topic ?? 'General',
        level: l.level,
        passageId: q.passage?.id ?? null,
      });
    }
  });
  return { byId, candidates };
}

/** "on 3 March 2027 at 14:05" (Lagos time, as the premium dates are written). */
const whenText = (iso: string) => {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: DEFAULT_TIME_ZONE }).format(at);
  return `on ${part({ day: 'numeric', month: 'long', year: 'numeric' })} at ${part({ hour: '2-digit', minute: '2-digit', hour12: false })}`;
};

/** What each of the paper's subjects would need and has, when one cannot be filled. */
export type Shortfall = { subject: string; needed: number; available: number };

/**
 * Plans a mock paper: a valid combination (400), the week's allowance (403 MOCK_LIMIT with the
 * time the next one opens), then each subject's section drawn by its blueprint from its ready
 * levels, avoiding the student's last papers where the bank allows (409 MOCK_UNFILLABLE, listing
 * every short subject, when any cannot be filled: a short paper is never presented as full).
 */
export async function planMockPaper(
  { db, userId, now }: UserCtx,
  { exam, subjects }: MockInput,
  gate: MockGate,
  target: string,
): Promise<AttemptPlan> {
  const blueprints = new Map(gate.blueprints.map((b) => [b.subject, b]));
  const combination = checkCombination(exam, subjects, new Set(blueprints.keys()));
  if (!combination.ok) throw new AppError('VALIDATION_FAILED', combination.message);

  const allowance = mockAllowance(gate.premium, gate.starts, now);
  if (!allowance.allowed)
    throw new AppError(
      'MOCK_LIMIT',
      `The free plan includes ${mocksPhrase(allowance.limit)}: your next one opens` +
        `${allowance.nextAt ? ` ${whenText(allowance.nextAt)}` : ' soon'}. Premium has no limit.`,
      { nextAt: allowance.nextAt },
    );

  const avoid = new Set(gate.avoid);
  const chosen = combination.subjects.map((subject) => blueprints.get(subject)!);
  const sections = await Promise.all(
    chosen.map(async (bp) => {
      const { byId, candidates } = await sectionCandidates(db, exam, bp.subject, gate.levels);
      const drawn = drawSection({
        count: bp.questionCount,
        weights: bp.topicWeights,
        candidates,
        avoid,
      });
      return { bp, byId, drawn, available: candidates.length };
    }),
  );
  const short: Shortfall[] = sections.flatMap(({ bp, drawn, available }) =>
    'short' in drawn ? [{ subject: bp.subject, needed: bp.questionCount, available }] : [],
  );
  if (short.length)
    throw new AppError(
      'MOCK_UNFILLABLE',
      `The question bank cannot fill this ${examShortName(exam)} paper yet: ` +
        short
          .map((s) => `${mockSubjectName(exam, s.subject)} needs ${s.needed}, has ${s.available}`)
          .join('; ') +
        '.',
      { subjects: short },
    );

  const questions = sections.flatMap(({ byId, drawn }) =>
    'ids' in drawn ? drawn.ids.map((id) => byId.get(id)!) : [],
  );
  const paper: MockPaper = {
    exam,
    sections: sections.map(({ bp, drawn }) => ({
      subject: bp.subject,
      name: mockSubjectName(exam, bp.subject),
      count: 'ids' in drawn ? drawn.ids.length : 0,
    })),
    seconds: {},
  };
  rememberPlannedPaper(db, { userId, target }, questions, gate.bankVersion);
  return {
    examType: exam,
    subject: combination.subjects.join('+'),
    level: 0,
    questions,
    timeLimitSeconds:
      paperMinutes(
        exam,
        chosen.map((bp): MockBlueprint => ({ ...bp, examType: exam })),
      ) * 60,
    bankVersion: gate.bankVersion,
    paper,
  };
}
