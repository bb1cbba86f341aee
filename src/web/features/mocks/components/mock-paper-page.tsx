import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { errorMessage, hasCode } from '../../../lib/api-errors';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import {
  forgetHandedOver,
  handedOverPaper,
  resumeMockQueryOptions,
  useMockSubmitted,
} from '../api/mock-attempts';
import type { ClientMock, MockResult } from '../api/types';
import { MockNotice } from './mock-notice';

type Props = {
  attemptId: string;
  /** The CBT runner, loaded as its own chunk by the route. */
  renderRunner: (paper: ClientMock, onSubmitted: (result: MockResult) => void) => ReactNode;
  /** The results screen, loaded as its own chunk by the route. */
  renderResult: (result: MockResult) => ReactNode;
  /** Fetches the results screen's code while the student answers. */
  preloadResult?: () => void;
};

/**
 * One mock paper by its id: the runner while it runs, its results once submitted (a reload or a
 * history link shows them again). A paper found past its deadline + grace is submitted with what
 * was saved, as practice does, and the student is told.
 */
export function MockPaperPage({ attemptId, renderRunner, renderResult, preloadResult }: Props) {
  // The paper a start just answered with (no second request); a reload asks the server.
  const [carried] = useState(() => handedOverPaper(attemptId));
  useEffect(() => () => forgetHandedOver(attemptId), [attemptId]);
  const read = useQuery({ ...resumeMockQueryOptions(attemptId), enabled: !carried });
  const mockSubmitted = useMockSubmitted();
  const [result, setResult] = useState<MockResult | null>(null);

  const state = read.data?.state;
  // The engine's running view carries a paper for every mock (optional in its shared type).
  const readPaper =
    state?.status === 'in_progress' && state.paper ? { ...state, paper: state.paper } : null;
  const paper = carried ?? readPaper;
  const found = state?.status === 'completed' ? state : null;

  const closedNow = read.data?.closedNow === true;
  useEffect(() => {
    if (!closedNow) return;
    mockSubmitted();
    toast.message('Time ran out on this paper', {
      description: 'It was submitted with your saved answers.',
    });
  }, [closedNow, mockSubmitted]);

  const running = paper !== null && !result;
  useEffect(() => {
    if (running) preloadResult?.();
  }, [running, preloadResult]);

  const shown = result ?? found;
  if (shown) return renderResult(shown);
  if (paper) return renderRunner(paper, setResult);
  if (read.isPending) return <Loading text="Loading your paper..." />;

  const back = (
    <Link to={paths.app.mocks.getHref()} className={buttonClasses('outline')}>
      All mock exams
    </Link>
  );
  if (
    read.isError &&
    (hasCode(read.error, 'NOT_FOUND') || hasCode(read.error, 'VALIDATION_FAILED'))
  )
    return (
      <MockNotice title="We couldn't find that paper" action={back}>
        <p>The link may be mistyped, or the paper belongs to another account.</p>
      </MockNotice>
    );
  return (
    <MockNotice
      title="Could not load your paper"
      action={
        <>
          <Button onClick={() => void read.refetch()}>Try Again</Button>
          {back}
        </>
      }
    >
      <p role="alert">{read.isError ? errorMessage(read.error) : 'This paper has no result.'}</p>
    </MockNotice>
  );
}
