import { Suspense, useCallback } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { useMistakesParams } from '../../../features/mistakes/hooks/use-mistakes-params';
import { MistakesPage } from '../../../features/mistakes/components/mistakes-page';
import { RetryResultPage } from '../../../features/mistakes/components/retry-result-page';
import type { RetryResult } from '../../../features/mistakes/api/types';
import { Loading } from '../../../components/ui/spinner';
import { retryablePage } from '../../retryable-page';

/** The submitted quiz's id rides in the URL, so a reload shows its results again. */
const RESULT_PARAM = 'result';

/**
 * The results screen's code is not part of the page's first load: it is fetched while the
 * student answers (`preloadResult`, as the quiz starts), or on a reload of a result's URL.
 */
const loadResultsView = () => import('../../../features/practice/components/results-view');
const ResultsView = retryablePage(async () => ({
  default: (await loadResultsView()).ResultsView,
}));
// A failed preload (no signal) is asked again when the results screen renders.
const preloadResult = () => void loadResultsView().catch(() => undefined);

const renderResult = (result: RetryResult) => (
  <Suspense fallback={<Loading text="Loading results..." />}>
    <ResultsView result={result} kind="retry" />
  </Suspense>
);

/**
 * Retry my mistakes in a subject (issue 10): the mistakes feature's quiz, shown with the practice
 * feature's results screen. A new visit (Retake included) starts afresh.
 */
export default function MistakesRoute() {
  const params = useMistakesParams();
  const { key, state } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const resultId = search.get(RESULT_PARAM);
  const onFinished = useCallback(
    (result: RetryResult) =>
      navigate(`?${RESULT_PARAM}=${encodeURIComponent(result.attemptId)}`, {
        replace: true,
        state: { retryResult: result },
      }),
    [navigate],
  );
  if (params.kind === 'redirect') return <Navigate to={params.to} replace />;
  if (params.kind === 'unknown')
    return (
      <Card className="mx-auto max-w-md space-y-3 p-6 text-center">
        <h1 className="text-xl font-bold">We couldn&apos;t find that subject</h1>
        <p className="text-muted-foreground">
          The link may be mistyped or out of date. Pick an exam from the list to carry on.
        </p>
        <Link to={paths.app.exams.getHref()} className={buttonClasses()}>
          Back to Exams
        </Link>
      </Card>
    );
  if (resultId)
    return (
      <RetryResultPage
        exam={params.exam}
        subject={params.subject}
        attemptId={resultId}
        carried={(state as { retryResult?: RetryResult } | null)?.retryResult}
        renderResult={renderResult}
      />
    );
  return (
    <MistakesPage
      key={key}
      exam={params.exam}
      subject={params.subject}
      renderResult={renderResult}
      preloadResult={preloadResult}
      onFinished={onFinished}
    />
  );
}
