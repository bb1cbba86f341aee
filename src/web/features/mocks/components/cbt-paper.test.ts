import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../components/quiz/types';
import {
  cellLabel,
  formatHms,
  passageRange,
  placeSections,
  resumeIndex,
  sectionIndexOf,
  sectionProgress,
} from './cbt-paper';

const q = (id: string, passageId?: string): QuizQuestion => ({
  id,
  questionText: id,
  options: [],
  topic: null,
  ...(passageId ? { passageId } : {}),
});
const questions = [q('e1', 'p1'), q('e2', 'p1'), q('e3'), q('m1'), q('m2'), q('m3', 'p2')];
const sections = placeSections(questions, [
  { subject: 'english', name: 'Use of English', count: 3 },
  { subject: 'mathematics', name: 'Mathematics', count: 3 },
]);

describe('the CBT paper', () => {
  it('places sections by their counts, in order', () => {
    expect(sections.map((s) => [s.start, s.questions.map((x) => x.id)])).toEqual([
      [0, ['e1', 'e2', 'e3']],
      [3, ['m1', 'm2', 'm3']],
    ]);
    expect([0, 2, 3, 5, 99].map((i) => sectionIndexOf(sections, i))).toEqual([0, 0, 1, 1, 1]);
  });

  it('resumes at the first unanswered question', () => {
    expect(resumeIndex(questions, { e1: 'A', e2: 'B' })).toBe(2);
    expect(resumeIndex(questions, {})).toBe(0);
    const all = Object.fromEntries(questions.map((x) => [x.id, 'A' as const]));
    expect(resumeIndex(questions, all)).toBe(0);
  });

  it('counts each section: answered, unanswered and flagged, numbered within it', () => {
    expect(sectionProgress(sections[1]!, { m2: 'C' }, new Set(['m3', 'e1']))).toEqual({
      answered: 1,
      unanswered: [1, 3],
      flagged: [3],
    });
  });

  it('finds the questions that share the current one’s passage', () => {
    expect(passageRange(sections[0]!, 1)).toEqual([1, 2]);
    expect(passageRange(sections[0]!, 2)).toBeNull();
    expect(passageRange(sections[1]!, 5)).toEqual([3, 3]);
  });

  it('labels grid cells and shows the clock as h:mm:ss', () => {
    expect(cellLabel(12, true, true)).toBe('Question 12, answered, flagged for review');
    expect(cellLabel(3, false, false)).toBe('Question 3, not answered');
    expect(formatHms(7200)).toBe('2:00:00');
    expect(formatHms(545.7)).toBe('0:09:05');
    expect(formatHms(-3)).toBe('0:00:00');
  });
});
