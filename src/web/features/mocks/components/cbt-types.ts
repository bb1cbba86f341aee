import type { Passage } from '../../../../domain/passages';
import type { QuizQuestion } from '../../../components/quiz/types';

/** A subject's part of a paper, as the server names and counts it. */
export type CbtSection = { subject: string; name: string; count: number };

/**
 * What the CBT runner needs of a running paper: a RunningMock stamped with the clock's offset
 * (features/mocks/api/types.ts `ClientMock`) fits it. Questions come in section order, so a
 * section is the next `count` questions; passages come once, beside the questions.
 */
export type CbtPaper = {
  attemptId: string;
  questions: readonly QuizQuestion[];
  passages?: readonly Passage[];
  /** Saved answers (a resumed paper); the server stores only option keys it has checked. */
  answers: Readonly<Record<string, string>>;
  deadlineAt: string;
  /** The server's clock minus the phone's, measured when the paper arrived. */
  clockOffsetMs: number;
  paper: {
    exam: string;
    sections: readonly CbtSection[];
    /** Seconds the server has stored per subject (another device, a reload). */
    seconds?: Readonly<Record<string, number>>;
  };
};
