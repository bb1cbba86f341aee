import { describe, expect, it } from 'vitest';
import {
  FLAGS,
  generatedQuestionSchema,
  keyIsLongestOption,
  optionsDistinct,
  questionFlags,
  type GeneratedQuestion,
} from './generated-questions';
import { normalisedQuestionText } from './question-text';

const q: GeneratedQuestion = {
  questionText: 'What is the value of $2^3$?',
  options: { A: '6', B: '8', C: '9', D: '12' },
  correctAnswer: 'B',
  explanation: '$2^3 = 8$.',
  topic: 'Indices',
  difficulty: 'easy',
};

describe('generated questions (issue 13 item 5)', () => {
  it('takes the schema: text, four options, a key A–D, explanation, topic, difficulty', () => {
    expect(generatedQuestionSchema.safeParse(q).success).toBe(true);
    expect(generatedQuestionSchema.safeParse({ ...q, correctAnswer: 'E' }).success).toBe(false);
    expect(
      generatedQuestionSchema.safeParse({ ...q, options: { A: 'a', B: 'b', C: 'c' } }).success,
    ).toBe(false);
    expect(generatedQuestionSchema.safeParse({ ...q, explanation: '  ' }).success).toBe(false);
    expect(generatedQuestionSchema.safeParse({ ...q, difficulty: 'trivial' }).success).toBe(false);
  });

  it('sees duplicates through case, spacing and punctuation', () => {
    expect(normalisedQuestionText('What is  the value of $2^3$?')).toBe(
      normalisedQuestionText('what is the value of $2^3$'),
    );
    expect(normalisedQuestionText('What is 2+3?')).not.toBe(normalisedQuestionText('What is 2-3?'));
    expect(optionsDistinct(q.options)).toBe(true);
    expect(optionsDistinct({ A: 'Lagos', B: 'lagos.', C: 'Abuja', D: 'Kano' })).toBe(false);
  });

  it('flags the long-option cue only when the key is 1.5 times every other option', () => {
    const long = { A: 'It increases the rate of reaction', B: 'Heat', C: 'Light', D: 'None' };
    expect(keyIsLongestOption(long, 'A')).toBe(true);
    expect(keyIsLongestOption(long, 'B')).toBe(false);
    expect(keyIsLongestOption({ A: 'abcdef', B: 'abcde', C: 'a', D: 'b' }, 'A')).toBe(false);
  });

  it('flags a blind disagreement, ambiguity, a topic outside the syllabus and bad LaTeX', () => {
    expect(
      questionFlags(q, {
        topics: ['Indices'],
        blind: { index: 0, answer: 'B', ambiguous: false },
        latexOk: true,
      }),
    ).toEqual([]);
    expect(
      questionFlags(q, {
        topics: ['Algebra'],
        blind: { index: 0, answer: 'C', ambiguous: true },
        latexOk: false,
      }),
    ).toEqual([FLAGS.blindDisagrees, FLAGS.ambiguous, FLAGS.topicOutsideSyllabus, FLAGS.latex]);
    // No syllabus: any topic; no blind answer: nothing to disagree with.
    expect(questionFlags(q, { topics: [], latexOk: true })).toEqual([]);
  });
});
