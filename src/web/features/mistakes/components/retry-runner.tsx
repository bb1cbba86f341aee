import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { QuizRunner } from '../../../components/quiz/quiz-runner';
import type { Answers, RunnerAttempt } from '../../../components/quiz/types';
import { examShortName, subjectDisplayName } from '../../../../domain/catalogue';
import { RETRY_LABEL } from '../../../../domain/mistakes';
import { retryAttempts, useRetrySubmitted } from '../api/retry-attempts';
import type { ClientRetry, RetryResult } from '../api/types';

/** A retry quiz in the shared runner: its title, calls and toasts. */
export function RetryRunner({
  attempt,
  onSubmitted,
}: {
  attempt: ClientRetry;
  onSubmitted: (result: RetryResult) => void;
}) {
  const navigate = useNavigate();
  const retrySubmitted = useRetrySubmitted();
  const { attemptId, examType, subject } = attempt;

  const runner = useMemo<RunnerAttempt>(
    () => ({
      attemptId,
      title: `${examShortName(examType)} · ${subjectDisplayName(subject)} · ${RETRY_LABEL}`,
      questions: attempt.questions,
      // The server stores only option keys it has checked; its type says string.
      answers: attempt.answers as Answers,
      deadlineAt: attempt.deadlineAt,
      clockOffsetMs: attempt.clockOffsetMs,
    }),
    [attempt, attemptId, examType, subject],
  );

  const submitted = useCallback(
    (result: RetryResult) => {
      retrySubmitted();
      toast.success('Quiz Completed!', {
        description: `Your score: ${result.score}% (${result.correctAnswers}/${result.totalQuestions} correct)`,
      });
      onSubmitted(result);
    },
    [retrySubmitted, onSubmitted],
  );

  return (
    <QuizRunner
      attempt={runner}
      intro={
        <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
          Questions you answered wrong before. Your level progress does not change.
        </p>
      }
      saveAnswers={(patch) => retryAttempts.save(attemptId, patch)}
      saveAnswersOnExit={(patch) => retryAttempts.saveOnExit(attemptId, patch)}
      submit={(answers) => retryAttempts.submit(attemptId, answers)}
      onSubmitted={submitted}
      onExit={() => {
        toast.message('Your quiz is saved', {
          description: 'The timer keeps running. Open Retry my mistakes again to carry on.',
        });
        navigate(paths.app.dashboard.getHref());
      }}
    />
  );
}
