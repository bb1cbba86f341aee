import { examShortName } from '../../../../../domain/catalogue';
import {
  UTME_CHOSEN,
  UTME_COMPULSORY,
  mockSubjectName,
  type MockExam,
} from '../../../../../domain/mock-exams';

/** One mock paper as Coverage lists it (the API's `mocks` rows). */
export type MockPaperSupply = {
  exam: MockExam;
  subject: string;
  questionCount: number;
  available: number;
  fillable: boolean;
};

/** "Can fill", or "Short by N" (the questions the paper needs that its ready levels lack). */
export function paperStatus(p: MockPaperSupply): string {
  return p.fillable ? 'Can fill' : `Short by ${Math.max(0, p.questionCount - p.available)}`;
}

const papers = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;
const subjects = (n: number) => `${n} ${n === 1 ? 'subject' : 'subjects'}`;

/**
 * What the bank lets students sit in one exam, in a sentence. A UTME mock needs Use of English
 * and UTME_CHOSEN more subjects that fill; a WAEC or NECO mock is one subject's paper.
 */
export function mockPapersSummary(exam: MockExam, rows: readonly MockPaperSupply[]): string {
  const mine = rows.filter((r) => r.exam === exam);
  const name = examShortName(exam);
  if (!mine.length) return `${name} has no mock papers: add a blueprint to make one.`;
  const fillable = mine.filter((r) => r.fillable);
  const count = `${fillable.length} of ${papers(mine.length)} can be filled`;
  if (exam !== 'jamb')
    return fillable.length
      ? `${count}: students can sit a ${name} mock in ${subjects(fillable.length)}.`
      : `${count}: no ${name} mock can be sat yet.`;
  const english = mine.find((r) => r.subject === UTME_COMPULSORY);
  const others = fillable.filter((r) => r.subject !== UTME_COMPULSORY).length;
  const englishName = mockSubjectName('jamb', UTME_COMPULSORY);
  if (!english) return `${count}. No UTME mock can be sat: ${englishName} has no blueprint.`;
  if (!english.fillable)
    return `${count}. No UTME mock can be sat: ${englishName} is ${paperStatus(english).toLowerCase()} questions.`;
  if (others < UTME_CHOSEN)
    return `${count}. No UTME mock can be sat: besides ${englishName} only ${subjects(others)} can be filled (${UTME_CHOSEN} needed).`;
  return `${count}. Students can sit a UTME mock: ${englishName} and any ${UTME_CHOSEN} of ${subjects(others)}.`;
}
