import type { OptionKey } from '../../../domain/questions';
import type { QuizQuestion } from '../../../domain/quiz';
import type { Passage } from '../../../domain/passages';

export type { OptionKey, QuizQuestion };

/** The option chosen for each question, by question id. */
export type Answers = Record<string, OptionKey>;

/** What the runner shows of an attempt; the feature that owns the attempt builds it. */
export type RunnerAttempt = {
  attemptId: string;
  /** The header's line naming what is being taken ("JAMB UTME · Mathematics · Level 1"). */
  title: string;
  /** In the order they are shown. */
  questions: readonly QuizQuestion[];
  /** The passages its questions name by `passageId`, each once (issue 14). */
  passages?: readonly Passage[];
  /** Answers the server has saved (a resumed attempt); answers this phone has not sent yet win. */
  answers: Readonly<Answers>;
  deadlineAt: string;
  /** The server's clock minus the phone's, measured when the attempt arrived (`clockOffset`). */
  clockOffsetMs: number;
};
