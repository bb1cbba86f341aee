import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { ERROR_TEXTS, errorMessage, hasCode, shownMessage } from '../../../lib/api-errors';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { useMistakes } from '../api/get-mistakes';
import { useResumeRetry, useRetrySubmitted, useStartRetry } from '../api/retry-attempts';
import type { ClientRetry, RetryResult } from '../api/types';
import { RetryEmpty, RetryIntro, RetryNotice } from './retry-intro';
import { RetryRunner } from './retry-runner';

/** Toasts over a running quiz cover its timer: keep them brief. */
const SHORT = 2500;

type Props = {
  exam: string;
  subject: string;
  /** The results screen, which the app composes from the practice feature. */
  renderResult: (result: RetryResult) => ReactNode;
  /** Fetches the results screen's code ahead, called once a quiz is running. */
  preloadResult?: () => void;
  /** The quiz is submitted (now, or found past its deadline): the route keeps its id. */
  onFinished?: (result: RetryResult) => void;
};

/**
 * Retry my mistakes in one subject: what the quiz would be (or that there is nothing to retry),
 * the running quiz (resumed straight away when one is open), then its results.
 */
export function MistakesPage({ exam, subject, renderResult, preloadResult, onFinished }: Props) {
  const pool = useMistakes(exam, subject);
  const resume = useResumeRetry(pool.data?.openAttempt?.attemptId ?? null);
  const start = useStartRetry();
  const retrySubmitted = useRetrySubmitted();
  const [started, setStarted] = useState<ClientRetry | null>(null);
  const [result, setResult] = useState<RetryResult | null>(null);

  const resumed = resume.data?.status === 'in_progress' ? resume.data : null;
  const expired = resume.data?.status === 'completed' ? resume.data : null;
  const quiz = started ?? resumed;

  // Found past its deadline, the open quiz was submitted just now with what was saved.
  const expiredId = expired?.attemptId;
  useEffect(() => {
    if (!expiredId) return;
    retrySubmitted();
    toast.message('Time ran out on your retry quiz', {
      description: 'It was submitted with your saved answers.',
    });
  }, [expiredId, retrySubmitted]);

  const onStart = () =>
    start.mutate(
      { examType: exam, subject },
      {
        onSuccess: (q) => {
          setStarted(q);
          toast.success('Quiz Started!', {
            description: `${q.questions.length} questions to retry. Good luck!`,
            duration: SHORT,
          });
        },
        onError: (e) => {
          if (!hasCode(e, 'NO_MISTAKES')) toast.error(shownMessage(e, ERROR_TEXTS.loadQuestions));
        },
      },
    );

  const running = quiz !== null;
  useEffect(() => {
    if (running) preloadResult?.();
  }, [running, preloadResult]);

  const finished = result ?? expired;
  useEffect(() => {
    if (finished) onFinished?.(finished);
  }, [finished, onFinished]);
  if (finished) return renderResult(finished);
  if (quiz) return <RetryRunner key={quiz.attemptId} attempt={quiz} onSubmitted={setResult} />;
  if (pool.isPending || resume.isLoading || start.isPending)
    return <Loading text="Loading your mistakes..." />;

  const back = (
    <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
      Dashboard
    </Link>
  );
  if (pool.isError)
    return (
      <RetryNotice
        title="Could not load your mistakes"
        action={
          <>
            <Button onClick={() => void pool.refetch()}>Try Again</Button>
            {back}
          </>
        }
      >
        <p role="alert">{errorMessage(pool.error)}</p>
      </RetryNotice>
    );
  const nothingLeft = hasCode(start.error, 'NO_MISTAKES');
  if (nothingLeft || (pool.data.questionCount === 0 && !pool.data.openAttempt))
    return <RetryEmpty exam={exam} subject={subject} />;
  if (start.isError)
    return (
      <RetryNotice
        title="Could not start the quiz"
        action={
          <>
            <Button onClick={onStart}>Try Again</Button>
            {back}
          </>
        }
      >
        <p role="alert">{shownMessage(start.error, ERROR_TEXTS.loadQuestions)}</p>
      </RetryNotice>
    );
  return <RetryIntro summary={pool.data} starting={start.isPending} onStart={onStart} />;
}
