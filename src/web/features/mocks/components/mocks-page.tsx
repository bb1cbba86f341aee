import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { errorMessage, shownMessage } from '../../../lib/api-errors';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/layout/page-header';
import { subjectDisplayName } from '../../../../domain/catalogue';
import type { MockExam } from '../../../../domain/mock-exams';
import { useMockOverview } from '../api/get-mock-overview';
import { handOverPaper, useStartMock } from '../api/mock-attempts';
import type { MockOverview } from '../api/types';
import { useMockChoice } from '../hooks/use-mock-choice';
import { MockHistory } from './mock-history';
import { MockNotice } from './mock-notice';
import { MockOpen } from './mock-open';
import { MockPicker } from './mock-picker';

const START_FAILED = 'Could not set your paper. Please try again.';

/** A subject's name as the overview gives it for that exam ("Use of English"), else the catalogue's. */
const namer = (overview: MockOverview) => {
  const names = new Map(
    overview.exams.flatMap((e) => e.subjects.map((s) => [`${e.exam}/${s.subject}`, s.name])),
  );
  return (exam: string, subject: string) =>
    names.get(`${exam}/${subject}`) ?? subjectDisplayName(subject);
};

/**
 * Mock exams (issue 23): the paper left open, choosing a new paper (exam, subjects, allowance),
 * and the history with its trend. Start opens the paper's own page.
 */
export function MocksPage({ preloadPaper }: { preloadPaper?: () => void }) {
  const overview = useMockOverview();
  const data = overview.data;
  if (overview.isPending) return <Loading text="Loading mock exams..." />;
  if (!data)
    return (
      <MockNotice
        title="Could not load mock exams"
        action={<Button onClick={() => void overview.refetch()}>Try Again</Button>}
      >
        <p role="alert">{errorMessage(overview.error)}</p>
      </MockNotice>
    );
  return (
    <MocksOverview
      overview={data}
      refetch={() => void overview.refetch()}
      preloadPaper={preloadPaper}
    />
  );
}

function MocksOverview({
  overview,
  refetch,
  preloadPaper,
}: {
  overview: MockOverview;
  refetch: () => void;
  preloadPaper?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open, allowance, history, exams } = overview;
  const choice = useMockChoice((open?.exam as MockExam | undefined) ?? 'jamb');
  const start = useStartMock();
  const [startError, setStartError] = useState<string | null>(null);
  const nameOf = namer(overview);

  const onStart = useCallback(
    (subjects: string[]) => {
      setStartError(null);
      preloadPaper?.();
      start.mutate(
        { exam: choice.exam, subjects },
        {
          onSuccess: (paper) => {
            handOverPaper(paper);
            // The overview now has an open paper and one more start this week.
            void queryClient.invalidateQueries({
              queryKey: queryKeys.mocks.overview,
              refetchType: 'none',
            });
            navigate(paths.app.mockPaper.getHref(paper.attemptId));
          },
          onError: (e) => {
            // The allowance or the bank may have changed since the page loaded (MOCK_LIMIT,
            // MOCK_UNFILLABLE): the server's message says what, the overview shows it afresh.
            setStartError(shownMessage(e, START_FAILED));
            refetch();
          },
        },
      );
    },
    [start, choice.exam, queryClient, navigate, refetch, preloadPaper],
  );

  return (
    <section className="space-y-5" data-testid="mocks-page">
      <PageHeader title="Mock exams">
        A full paper the way the exam sets it: every subject under one clock, scored as the exam
        scores it, with answers and explanations after you submit.
      </PageHeader>
      {open ? <MockOpen open={open} nameOf={nameOf} /> : null}
      <MockPicker
        exams={exams}
        exam={choice.exam}
        onExam={(exam) => {
          setStartError(null);
          choice.setExam(exam);
        }}
        chosen={choice.chosen}
        onToggle={choice.toggle}
        allowance={allowance}
        openExam={open?.exam ?? null}
        starting={start.isPending}
        startError={startError}
        onStart={onStart}
      />
      <MockHistory history={history} nameOf={nameOf} />
    </section>
  );
}
