import { AnswerReview } from '../../../components/quiz/answer-review';
import type { AttemptResult } from '../api/types';

/** Question by question: the correct option, the learner's wrong choice, explanation and topic. */
export function ResultsReview({ result }: { result: AttemptResult }) {
  return <AnswerReview questions={result.questions} />;
}
