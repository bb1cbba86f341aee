import { AnswerReview } from '../../../components/quiz/answer-review';
import { useAttemptReports } from '../api/report-question';
import type { AttemptResult } from '../api/types';
import { ReportProblem } from './report-problem';

/**
 * Question by question: the correct option, the learner's wrong choice, explanation and topic,
 * and "Report a problem" under each (or a note that the student reported it already).
 */
export function ResultsReview({ result }: { result: AttemptResult }) {
  const reports = useAttemptReports(result.attemptId);
  const reported = new Set(reports.data?.questionIds);
  return (
    <AnswerReview
      questions={result.questions}
      passages={result.passages}
      action={(q, n) =>
        reports.isPending ? null : (
          <ReportProblem
            attemptId={result.attemptId}
            questionId={q.id}
            n={n}
            reported={reported.has(q.id)}
          />
        )
      }
    />
  );
}
