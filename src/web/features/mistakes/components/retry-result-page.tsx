import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { useRetryResult } from '../api/get-retry-result';
import type { RetryResult } from '../api/types';
import { RetryNotice } from './retry-intro';

/**
 * The results of one retry quiz, by its id in the URL: a reload or a shared link reads them from
 * the server, as a level's results do. A quiz still open goes back to the quiz.
 */
export function RetryResultPage({
  exam,
  subject,
  attemptId,
  carried,
  renderResult,
}: {
  exam: string;
  subject: string;
  attemptId: string;
  carried?: RetryResult;
  renderResult: (result: RetryResult) => ReactNode;
}) {
  const state = useRetryResult(attemptId, carried);
  if (state.isPending) return <Loading text="Loading results..." />;
  if (state.isError)
    return (
      <RetryNotice
        title="Could not load your results"
        action={
          <>
            <Button onClick={() => void state.refetch()}>Try Again</Button>
            <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
              Dashboard
            </Link>
          </>
        }
      >
        <p role="alert">{errorMessage(state.error)}</p>
      </RetryNotice>
    );
  if (state.data.status !== 'completed')
    return <Navigate to={paths.app.mistakes.getHref(exam, subject)} replace />;
  return renderResult(state.data);
}
