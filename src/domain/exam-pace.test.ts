import { describe, expect, it } from 'vitest';
import { paceMinutes, secondsPerQuestion } from './exam-pace';

describe('exam pace', () => {
  it('gives JAMB 40 s a question in every subject (180 questions in 2 hours)', () => {
    expect(secondsPerQuestion('jamb', 'physics')).toBe(40);
    expect(paceMinutes('jamb', 'mathematics', 20)).toBe(14);
    expect(paceMinutes('jamb', 'mathematics', 180)).toBe(120);
  });
  it('follows each WAEC objective paper, and NECO with it', () => {
    expect(paceMinutes('waec', 'mathematics', 50)).toBe(90);
    expect(paceMinutes('waec', 'mathematics', 20)).toBe(36);
    expect(paceMinutes('waec', 'biology', 20)).toBe(20);
    expect(paceMinutes('neco', 'english', 20)).toBe(paceMinutes('waec', 'english', 20));
  });
  it('knows nothing of an exam it was not told', () => {
    expect(paceMinutes('toefl', 'english', 20)).toBeNull();
  });
});
