import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/spinner';
import { MockPaperPage } from '../../../features/mocks/components/mock-paper-page';
import type { ClientMock, MockResult } from '../../../features/mocks/api/types';
import { retryablePage } from '../../retryable-page';

/**
 * The runner and the results screen are chunks of their own: a paper's page loads the one it
 * shows, and fetches the results' code while the student answers.
 */
const loadRunner = () => import('../../../features/mocks/components/mock-runner');
const MockRunner = retryablePage(async () => ({ default: (await loadRunner()).MockRunner }));
const loadResults = () => import('../../../features/mocks/components/mock-results');
const MockResults = retryablePage(async () => ({ default: (await loadResults()).MockResults }));
// A failed preload (no signal) is asked again when the results screen renders.
const preloadResult = () => void loadResults().catch(() => undefined);

const renderRunner = (paper: ClientMock, onSubmitted: (result: MockResult) => void) => (
  <Suspense fallback={<Loading text="Loading your paper..." />}>
    <MockRunner paper={paper} onSubmitted={onSubmitted} />
  </Suspense>
);
const renderResult = (result: MockResult) => (
  <Suspense fallback={<Loading text="Loading results..." />}>
    <MockResults result={result} />
  </Suspense>
);

/** One mock paper (issue 23): running, or its results once submitted. */
export default function MockPaperRoute() {
  const { attemptId = '' } = useParams();
  return (
    <MockPaperPage
      key={attemptId}
      attemptId={attemptId}
      renderRunner={renderRunner}
      renderResult={renderResult}
      preloadResult={preloadResult}
    />
  );
}
