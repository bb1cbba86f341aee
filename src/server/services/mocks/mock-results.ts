import { MOCK_SCORE_MAX, sectionScore, type MockExam } from '../../../domain/mock-exams';
import type { Grade } from '../../../domain/quiz';
import type { MockPaper } from '../../db/schema';
import type { AttemptRow } from '../attempts/attempt-kind';
import {
  attemptResult,
  submittedResult,
  type AttemptResult,
  type RunningAttempt,
  type SubmittedResult,
} from '../attempts/attempt-views';

/** A running mock: the engine's running attempt and its paper (sections in question order). */
export type RunningMock = RunningAttempt & { paper: MockPaper };

/** One subject of a submitted paper. */
export type MockSectionResult = {
  subject: string;
  name: string;
  count: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** 0–100 (domain `sectionScore`). */
  score: number;
  /** The device's count of time on the subject's tab; null when it sent none. */
  seconds: number | null;
  topics: { topic: string; correct: number; total: number }[];
};

/** A submitted mock: the review (keys, explanations) and each subject's score, the total. */
export type MockResult = AttemptResult & {
  paper: { exam: MockExam; total: number; maxTotal: number; sections: MockSectionResult[] };
};

/**
 * A submit's answer: the result without the question texts, options, diagrams and passages, which
 * the phone that sat the paper holds (it merges them back, as practice's does; ADR 0011). A 180-
 * question review is ~124 KB of JSON: this is the busiest write of a mock, and the server's JSON
 * and gzip work and the student's data stay a fraction of it. GET …/:id answers the whole review.
 */
export type SubmittedMock = SubmittedResult & { paper: MockResult['paper'] };

/** A completed mock as the history and the dashboard list it. */
export type MockSummary = {
  attemptId: string;
  exam: MockExam;
  completedAt: string;
  total: number;
  maxTotal: number;
  sections: { subject: string; score: number }[];
};

/** The paper a mock row stores; a row without one (never written so) reads as one section. */
function paperOf(attempt: Pick<AttemptRow, 'paper' | 'examType' | 'subject' | 'totalQuestions'>) {
  return (
    attempt.paper ?? {
      exam: attempt.examType,
      sections: [
        { subject: attempt.subject, name: attempt.subject, count: attempt.totalQuestions },
      ],
      seconds: {},
    }
  );
}

/** Each section's slice of a list in question order (the paper stores its questions so). */
function bySection<T>(paper: MockPaper, items: readonly T[]) {
  let from = 0;
  return paper.sections.map((section) => {
    const own = items.slice(from, from + section.count);
    from += section.count;
    return { section, own };
  });
}

const totals = (scores: readonly number[]) => ({
  total: scores.reduce((sum, s) => sum + s, 0),
  maxTotal: MOCK_SCORE_MAX * scores.length,
});

/** Per subject: right, wrong, unanswered, score, time and topics, from the graded questions. */
export function paperResults(paper: MockPaper, questions: Grade['questions']): MockResult['paper'] {
  const sections = bySection(paper, questions).map(({ section, own }): MockSectionResult => {
    const correct = own.filter((q) => q.correct).length;
    const unanswered = own.filter((q) => q.selected === null).length;
    const topics = new Map<string, { topic: string; correct: number; total: number }>();
    for (const q of own) {
      const topic = q.topic ?? 'General';
      const row = topics.get(topic) ?? { topic, correct: 0, total: 0 };
      row.total++;
      if (q.correct) row.correct++;
      topics.set(topic, row);
    }
    return {
      subject: section.subject,
      name: section.name,
      count: section.count,
      correct,
      wrong: own.length - correct - unanswered,
      unanswered,
      score: sectionScore(correct, section.count),
      seconds: paper.seconds[section.subject] ?? null,
      topics: [...topics.values()],
    };
  });
  return {
    exam: paper.exam as MockExam,
    ...totals(sections.map((s) => s.score)),
    sections,
  };
}

/** A submitted mock as GET /api/mocks/papers/:id and its submit answer (the full review). */
export function mockResult(attempt: AttemptRow, graded: Grade): MockResult {
  return {
    ...attemptResult(attempt, graded),
    paper: paperResults(paperOf(attempt), graded.questions),
  };
}

/** The submit's shorter answer (`SubmittedMock`: practice's, and the paper's scores). */
export function submittedMock(attempt: AttemptRow, graded: Grade): SubmittedMock {
  return {
    ...submittedResult(attempt, graded),
    paper: paperResults(paperOf(attempt), graded.questions),
  };
}

/**
 * A completed mock's scores from what its submit stored (`missed`: '1' per question answered
 * wrong or left unanswered, in the order shown), without reading its questions again.
 */
export function mockSummary(
  row: Pick<
    AttemptRow,
    'id' | 'paper' | 'examType' | 'subject' | 'totalQuestions' | 'missed' | 'completedAt'
  >,
): MockSummary {
  const paper = paperOf(row);
  const sections = bySection(paper, [...(row.missed ?? '')]).map(({ section, own }) => ({
    subject: section.subject,
    score: sectionScore(own.filter((m) => m === '0').length, section.count),
  }));
  return {
    attemptId: row.id,
    exam: paper.exam as MockExam,
    completedAt: (row.completedAt ?? new Date(0)).toISOString(),
    ...totals(sections.map((s) => s.score)),
    sections,
  };
}
