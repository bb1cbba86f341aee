/**
 * Each exam's pace (issue 20, ADR 0031): the seconds a real objective paper allows a question, so a
 * level's timer feels like the paper it prepares for. JAMB UTME: 180 questions in 120 minutes, every
 * subject alike. WAEC SSCE objective papers per subject (from WAEC's published schemes); NECO SSCE
 * sets objective papers of the same length and time for these subjects, so it uses WAEC's pace.
 */
const JAMB_SECONDS = (120 * 60) / 180;

/** WAEC's objective papers: questions and minutes. */
const WAEC_PAPERS: Record<string, { questions: number; minutes: number }> = {
  mathematics: { questions: 50, minutes: 90 },
  english: { questions: 80, minutes: 60 },
  physics: { questions: 50, minutes: 75 },
  chemistry: { questions: 50, minutes: 60 },
  biology: { questions: 50, minutes: 50 },
  economics: { questions: 50, minutes: 60 },
  government: { questions: 50, minutes: 60 },
  literature: { questions: 50, minutes: 60 },
};

/** Seconds a question on `exam`'s paper for `subject`, or null for an exam or subject not listed. */
export function secondsPerQuestion(exam: string, subject: string): number | null {
  if (exam === 'jamb') return JAMB_SECONDS;
  if (exam === 'waec' || exam === 'neco') {
    const paper = WAEC_PAPERS[subject];
    return paper ? (paper.minutes * 60) / paper.questions : null;
  }
  return null;
}

/** A level's timer for `questions` questions at the exam's pace, in whole minutes (rounded up). */
export function paceMinutes(exam: string, subject: string, questions: number): number | null {
  const s = secondsPerQuestion(exam, subject);
  return s === null ? null : Math.max(1, Math.ceil((s * questions) / 60));
}
