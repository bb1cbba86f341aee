import { MocksPage } from '../../../features/mocks/components/mocks-page';

/**
 * A started paper opens its own page, which loads the runner: both are fetched as Start is
 * pressed, beside the start request, not after it.
 */
const preloadPaper = () =>
  void Promise.all([
    import('./mock-paper'),
    import('../../../features/mocks/components/mock-runner'),
  ]).catch(() => undefined);

/** Mock exams (issue 23): choose a paper, continue the open one, see the history. */
export default function MocksRoute() {
  return <MocksPage preloadPaper={preloadPaper} />;
}
