/** The content of one valid question (2 + 2, key B), as the domain's tests write and expect it. */
export const TWO_PLUS_TWO = {
  topic: 'Algebra',
  difficulty: 'easy',
  questionText: 'What is 2 + 2?',
  options: { A: '3', B: '4', C: '5', D: '6' },
  correctAnswer: 'B',
  explanation: 'Two and two make four.',
} as const;
