import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES, questionInputSchema } from './question-rules';

/** The question form's exams (issue 20): as the form starts (none ticked), and its own exam. */
const question = {
  examType: 'WAEC',
  subject: 'mathematics',
  level: '3',
  topic: 'Sets',
  difficulty: 'easy',
  questionText: 'How many subsets has a set of 3 elements?',
  options: { A: '6', B: '8', C: '9', D: '3' },
  correctAnswer: 'B',
  explanation: '$2^3 = 8$.',
};

describe('a question’s exams', () => {
  it('may be left empty (the form as it starts): the question serves its own exam', () => {
    expect(z.safeParse(questionInputSchema, { ...question, exams: [] }).success).toBe(true);
    expect(z.safeParse(questionInputSchema, question).success).toBe(true);
  });

  it('must include the exam it is filed under when given', () => {
    const ok = z.safeParse(questionInputSchema, { ...question, exams: ['waec', 'NECO'] });
    expect(ok.success && ok.data.exams).toEqual(['waec', 'neco']);
    const bad = z.safeParse(questionInputSchema, { ...question, exams: ['jamb'] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['exams', QUESTION_MESSAGES.exams],
    ]);
  });
});
