import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { MockOverview } from '../api/types';
import { formatWhen, paperTitle } from './mock-texts';

type Open = NonNullable<MockOverview['open']>;

/** The paper left open: its subjects and when its clock runs out, and Continue. */
export function MockOpen({
  open,
  nameOf,
  now = new Date(),
}: {
  open: Open;
  nameOf: (exam: string, subject: string) => string;
  now?: Date;
}) {
  const over = Date.parse(open.deadlineAt) <= now.getTime();
  return (
    <Card className="space-y-3 border-primary p-4" data-testid="mock-open">
      <div className="flex items-start gap-3">
        <Icon name="clock" className="mt-1 h-5 w-5 shrink-0 text-primary" />
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold">{paperTitle(open.exam, open.subjects)} in progress</h2>
          <p className="text-sm text-muted-foreground">
            {open.subjects.map((s) => nameOf(open.exam, s)).join(', ')}
          </p>
          <p className="text-sm">
            {over
              ? 'Its time is up: open it to see your results, graded on your saved answers.'
              : `The clock keeps running: time is up at ${formatWhen(open.deadlineAt)}.`}
          </p>
        </div>
      </div>
      <Link
        to={paths.app.mockPaper.getHref(open.attemptId)}
        className={buttonClasses()}
        data-testid="mock-resume"
      >
        {over ? 'See results' : 'Continue paper'}
      </Link>
    </Card>
  );
}
