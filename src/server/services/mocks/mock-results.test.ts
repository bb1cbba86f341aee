import { describe, expect, it } from 'vitest';
import { encodeMissed } from '../../../domain/mistakes';
import { sectionScore } from '../../../domain/mock-exams';
import { grade, type BankQuestion } from '../../../domain/quiz';
import type { MockPaper } from '../../db/schema';
import { mockSummary, paperResults } from './mock-results';
import { mergeSubjectSeconds } from './save-mock-time';

const paper: MockPaper = {
  exam: 'jamb',
  sections: [
    { subject: 'english', name: 'Use of English', count: 60 },
    { subject: 'mathematics', name: 'Mathematics', count: 40 },
    { subject: 'physics', name: 'Physics', count: 40 },
    { subject: 'chemistry', name: 'Chemistry', count: 40 },
  ],
  seconds: { english: 1800, physics: 900 },
};

const bank: BankQuestion[] = Array.from({ length: 180 }, (_, i) => ({
  id: `q${i}`,
  questionText: `Q${i}`,
  options: { A: 'a', B: 'b', C: 'c', D: 'd' },
  correctAnswer: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
  explanation: null,
  topic: i % 3 ? 'Algebra' : null,
}));

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('mock results', () => {
  it('scores each section from its own questions, with time, topics and the total /400', () => {
    const answers: Record<string, string> = {};
    for (let i = 0; i < 60; i++) if (i < 30) answers[`q${i}`] = bank[i]!.correctAnswer;
    for (let i = 60; i < 83; i++) answers[`q${i}`] = bank[i]!.correctAnswer; // 23 of 40
    for (let i = 100; i < 110; i++) answers[`q${i}`] = 'A' === bank[i]!.correctAnswer ? 'B' : 'A';
    const result = paperResults(paper, grade(bank, answers).questions);
    expect(
      result.sections.map((s) => [s.subject, s.correct, s.wrong, s.unanswered, s.score]),
    ).toEqual([
      ['english', 30, 0, 30, 50],
      ['mathematics', 23, 0, 17, sectionScore(23, 40)],
      ['physics', 0, 10, 30, 0],
      ['chemistry', 0, 0, 40, 0],
    ]);
    expect(result.sections.map((s) => s.seconds)).toEqual([1800, null, 900, null]);
    expect(result).toMatchObject({ exam: 'jamb', total: 50 + sectionScore(23, 40), maxTotal: 400 });
    expect(result.sections[0]!.topics).toEqual([
      { topic: 'General', correct: 10, total: 20 },
      { topic: 'Algebra', correct: 20, total: 40 },
    ]);
  });

  it('gives the same scores from the stored `missed` as from grading (history, dashboard)', () => {
    const random = seeded(23);
    for (let run = 0; run < 200; run++) {
      const answers: Record<string, string> = {};
      for (const q of bank) {
        const r = random();
        if (r < 0.6) answers[q.id] = q.correctAnswer;
        else if (r < 0.8) answers[q.id] = q.correctAnswer === 'A' ? 'C' : 'A';
      }
      const graded = grade(bank, answers);
      const full = paperResults(paper, graded.questions);
      const missed = encodeMissed(
        bank.map((q) => q.id),
        new Set(graded.questions.filter((q) => q.correct).map((q) => q.id)),
      );
      const summary = mockSummary({
        id: 'a',
        paper,
        examType: 'jamb',
        subject: 'english+mathematics+physics+chemistry',
        totalQuestions: 180,
        missed,
        completedAt: new Date('2027-01-01T10:00:00Z'),
      });
      expect(summary.sections).toEqual(
        full.sections.map((s) => ({ subject: s.subject, score: s.score })),
      );
      expect([summary.total, summary.maxTotal]).toEqual([full.total, full.maxTotal]);
    }
  });
});

describe('time per subject', () => {
  const subjects = ['english', 'mathematics'];
  it('keeps the larger of the stored and sent counts, subject by subject', () => {
    expect(
      mergeSubjectSeconds({ english: 300 }, { english: 200, mathematics: 50 }, subjects, 600),
    ).toEqual({
      english: 300,
      mathematics: 50,
    });
  });
  it('shares what the measured time leaves among the rises, never lowering a stored count', () => {
    expect(
      mergeSubjectSeconds({ english: 300 }, { english: 500, mathematics: 300 }, subjects, 600),
    ).toEqual({
      english: 420, // 300 + 200 × 300/500
      mathematics: 180, // 300 × 300/500
    });
    expect(mergeSubjectSeconds({ english: 700 }, { mathematics: 300 }, subjects, 600)).toEqual({
      english: 700,
      mathematics: 0,
    });
  });
  it('ignores what the paper does not have and sends nothing it was not told', () => {
    expect(mergeSubjectSeconds({}, { physics: 30 }, subjects, 600)).toEqual({});
    expect(mergeSubjectSeconds({}, {}, subjects, 600)).toEqual({});
  });
});
