import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../../domain/time';
import type { Dashboard } from '../api/get-dashboard';

/**
 * Mock exams from the dashboard (issue 23): the last mock's total, linking to its results, or an
 * invitation to sit one; always a way to the mocks page.
 */
export function MockExamsCard({ lastMock }: { lastMock: Dashboard['lastMock'] }) {
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-center gap-2">
        <Icon name="clock" className="h-5 w-5 text-primary" />
        <h2 className="text-lg font-semibold">Mock exams</h2>
      </div>
      {lastMock ? (
        <Link
          to={paths.app.mockPaper.getHref(lastMock.attemptId)}
          className="flex min-h-11 items-center justify-between gap-3 rounded-lg bg-muted p-3 hover:bg-accent"
          data-testid="dashboard-last-mock"
        >
          <span className="min-w-0">
            <span className="block text-sm text-muted-foreground">Last mock</span>
            {/* The exam codes upper-cased are their short names (JAMB, WAEC, NECO) and the
                subject codes are their names in lower case: the catalogue's table would add
                1.2 KB gzipped to the dashboard's first load for two words. */}
            <span className="block font-medium">
              {lastMock.exam.toUpperCase()}
              {lastMock.exam !== 'jamb' && lastMock.sections.length === 1 ? (
                <span className="capitalize"> {lastMock.sections[0]!.subject}</span>
              ) : null}{' '}
              · {formatDateTime(lastMock.completedAt)}
            </span>
          </span>
          <span className="shrink-0 text-2xl font-bold">
            {lastMock.total}/{lastMock.maxTotal}
          </span>
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">
          Sit a full JAMB UTME, WAEC or NECO paper under the exam&apos;s own clock.
        </p>
      )}
      <Link
        to={paths.app.mocks.getHref()}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {lastMock ? 'All mock exams' : 'Start a mock exam'}
      </Link>
    </Card>
  );
}
