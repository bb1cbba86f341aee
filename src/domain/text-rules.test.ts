import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signUpSchema } from './auth-rules';
import { blueprintPatchSchema, topicCreateSchema, topicPatchSchema } from './admin-rules';
import { parseQuestionCsv } from './question-csv';
import { questionInputSchema } from './question-rules';
import { hasNulDeep, nulMessage } from './text-rules';
import { TWO_PLUS_TWO } from './testing/sample-question';

const NUL = '\u0000';

/** Field path → first message, as the API's VALIDATION_FAILED details name them. */
const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const question = { examType: 'JAMB', subject: 'Mathematics', level: 3, ...TWO_PLUS_TWO };

describe('NUL characters in admin text fields', () => {
  it('accepts the question without one', () => {
    expect(errorsOf(questionInputSchema, question)).toEqual({});
  });

  it.each([
    ['questionText', { questionText: `What is 2${NUL} + 2?` }, 'Question'],
    ['topic', { topic: `Alg${NUL}ebra` }, 'Topic'],
    ['explanation', { explanation: `${NUL}` + ' trailing' }, 'Explanation'],
    ['options.C', { options: { ...question.options, C: `5${NUL}` } }, 'Option C'],
  ])('refuses one in %s with a field message', (path, patch, field) => {
    expect(errorsOf(questionInputSchema, { ...question, ...patch })).toEqual({
      [path]: nulMessage(field),
    });
  });

  it('refuses one in a topic name, a description and a blueprint override', () => {
    const topic = { examType: 'JAMB', subject: 'Mathematics', topicName: 'Algebra' };
    expect(errorsOf(topicCreateSchema, { ...topic, topicName: `Alg${NUL}` })).toEqual({
      topicName: nulMessage('Topic name'),
    });
    expect(errorsOf(topicPatchSchema, { description: `a${NUL}b` })).toEqual({
      description: nulMessage('Description'),
    });
    expect(errorsOf(blueprintPatchSchema, { perLevelOverride: { [`1${NUL}`]: 5 } })).toEqual({
      perLevelOverride: nulMessage('Per-level override'),
    });
    expect(errorsOf(blueprintPatchSchema, { perLevelOverride: { 1: { note: NUL } } })).toEqual({
      perLevelOverride: nulMessage('Per-level override'),
    });
    expect(errorsOf(blueprintPatchSchema, { perLevelOverride: { 1: 5 } })).toEqual({});
  });

  it('refuses one in the full name at sign-up (Better Auth answered a bare 422)', () => {
    const ok = { fullName: 'Ada Obi', email: 'ada@example.test', password: 'long-enough' };
    expect(errorsOf(signUpSchema, ok)).toEqual({});
    expect(errorsOf(signUpSchema, { ...ok, fullName: `Ada${NUL}` })).toEqual({
      fullName: nulMessage('Full name'),
    });
  });

  it('hasNulDeep looks into strings, arrays and keys', () => {
    expect(hasNulDeep(['a', { b: [1, `x${NUL}`] }])).toBe(true);
    expect(hasNulDeep({ [`k${NUL}`]: 1 })).toBe(true);
    expect(hasNulDeep({ a: ['b', 1, null, true] })).toBe(false);
  });

  it('rejects a CSV row holding one, with the column in the reason, and keeps the others', () => {
    const header =
      'exam_name,subject_name,topic,difficulty,level_tag,question_text,option_a,option_b,option_c,option_d,correct_answer,explanation';
    const good = 'JAMB,Mathematics,Algebra,easy,7,What is 2 + 2?,3,4,5,6,B,Four.';
    const text = [
      header,
      good,
      `JAMB,Mathematics,Algebra,easy,7,What is 3 + 3?,5,6${NUL},7,8,B,Six.`,
      `JAMB,Mathematics,Algebra,easy,7,What is 4 + 4?,7,8,9,10,B,Eight${NUL}.`,
    ].join('\n');
    const r = parseQuestionCsv(text, {
      examType: 'jamb',
      subject: 'mathematics',
      selectedLevel: 7,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.accepted.map((q) => q.row)).toEqual([2]);
    expect(r.rejected).toEqual([
      { row: 3, reason: nulMessage('option_b') },
      { row: 4, reason: nulMessage('explanation') },
    ]);
  });
});
