import { describe, expect, it } from 'vitest';
import { withQuestionTexts } from './attempt-submitted';
import type { AttemptQuestion, SubmittedResult } from './types';

describe('withQuestionTexts', () => {
  it('puts back the texts and options the phone showed, matched by question id', () => {
    const shown: AttemptQuestion[] = [
      {
        id: 'q2',
        questionText: 'Second?',
        options: [
          { key: 'A', text: 'yes' },
          { key: 'B', text: 'no' },
        ],
        topic: 'T',
      },
      {
        id: 'q1',
        questionText: 'First?',
        options: [
          { key: 'A', text: 'one' },
          { key: 'B', text: 'two' },
        ],
        topic: 'T',
      },
    ];
    const submitted = {
      status: 'completed',
      score: 50,
      questions: [
        {
          id: 'q1',
          correctAnswer: 'A',
          selected: 'A',
          correct: true,
          explanation: 'E1',
          topic: 'T',
        },
        {
          id: 'q2',
          correctAnswer: 'A',
          selected: 'B',
          correct: false,
          explanation: 'E2',
          topic: 'T',
        },
      ],
    } as unknown as SubmittedResult;
    const result = withQuestionTexts(submitted, shown);
    expect(result.score).toBe(50);
    expect(
      result.questions.map((q) => [
        q.id,
        q.questionText,
        q.options.map((o) => o.text).join('/'),
        q.selected,
      ]),
    ).toEqual([
      ['q1', 'First?', 'one/two', 'A'],
      ['q2', 'Second?', 'yes/no', 'B'],
    ]);
  });
});
