import { describe, expect, it } from 'vitest';
import { mockPapersSummary, paperStatus, type MockPaperSupply } from './mock-papers-status';

const paper = (over: Partial<MockPaperSupply>): MockPaperSupply => ({
  exam: 'jamb',
  subject: 'mathematics',
  questionCount: 40,
  available: 40,
  fillable: true,
  ...over,
});

describe('paperStatus', () => {
  it('says "Can fill" or how many questions are missing', () => {
    expect(paperStatus(paper({ available: 95 }))).toBe('Can fill');
    expect(paperStatus(paper({ available: 28, fillable: false }))).toBe('Short by 12');
    expect(paperStatus(paper({ available: 0, fillable: false }))).toBe('Short by 40');
  });
});

describe('mockPapersSummary', () => {
  const utme = (englishAvailable: number, othersFilled: number) => [
    paper({
      subject: 'english',
      questionCount: 60,
      available: englishAvailable,
      fillable: englishAvailable >= 60,
    }),
    ...['biology', 'chemistry', 'mathematics', 'physics'].map((subject, i) =>
      paper({ subject, available: i < othersFilled ? 40 : 10, fillable: i < othersFilled }),
    ),
    paper({ exam: 'waec', subject: 'english', questionCount: 80, available: 0, fillable: false }),
  ];
  it('says a UTME mock can be sat with Use of English and three more that fill', () => {
    expect(mockPapersSummary('jamb', utme(60, 4))).toBe(
      '5 of 5 papers can be filled. Students can sit a UTME mock: Use of English and any 3 of 4 subjects.',
    );
  });
  it('names what keeps a UTME mock from being sat', () => {
    expect(mockPapersSummary('jamb', utme(50, 4))).toBe(
      '4 of 5 papers can be filled. No UTME mock can be sat: Use of English is short by 10 questions.',
    );
    expect(mockPapersSummary('jamb', utme(60, 2))).toBe(
      '3 of 5 papers can be filled. No UTME mock can be sat: besides Use of English only 2 subjects can be filled (3 needed).',
    );
    expect(mockPapersSummary('jamb', utme(60, 4).slice(1))).toBe(
      '4 of 4 papers can be filled. No UTME mock can be sat: Use of English has no blueprint.',
    );
  });
  it('counts WAEC and NECO papers one subject each, and says when an exam has none', () => {
    const rows = [
      paper({ exam: 'waec', subject: 'physics', questionCount: 50, available: 50 }),
      paper({ exam: 'waec', subject: 'biology', questionCount: 50, available: 3, fillable: false }),
      paper({ exam: 'neco', subject: 'biology', questionCount: 60, available: 3, fillable: false }),
    ];
    expect(mockPapersSummary('waec', rows)).toBe(
      '1 of 2 papers can be filled: students can sit a WAEC mock in 1 subject.',
    );
    expect(mockPapersSummary('neco', rows)).toBe(
      '0 of 1 paper can be filled: no NECO mock can be sat yet.',
    );
    expect(mockPapersSummary('jamb', rows)).toBe(
      'JAMB has no mock papers: add a blueprint to make one.',
    );
  });
});
