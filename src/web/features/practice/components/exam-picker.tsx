import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { EXAMS } from '../../../../domain/catalogue';
import { Icon } from '../../../components/ui/icon';
import { formatShownCount } from '../../../../domain/public-stats';
import { usePublicStats } from '../api/get-public-stats';

/** The 14 exams of the catalogue: the available ones link to their subjects (spec §2). */
export function ExamPicker() {
  return (
    <div className="space-y-4">
      <SessionsBanner />
      <ul className="grid gap-3 sm:grid-cols-2">
        {EXAMS.map((exam) => (
          <li key={exam.code}>
            {exam.available ? (
              <Link
                to={paths.app.exam.getHref(exam.code)}
                className="flex h-full items-center gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary"
                data-testid={`exam-${exam.code}`}
              >
                <ExamText name={exam.name} description={exam.description} />
                <Icon name="chevron" className="h-5 w-5 shrink-0 text-primary" />
              </Link>
            ) : (
              <div
                className="flex h-full items-center gap-3 rounded-lg border border-dashed bg-card/60 p-4"
                data-testid={`exam-${exam.code}`}
              >
                <ExamText name={exam.name} description={exam.description} muted />
                <Badge>Coming Soon</Badge>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExamText({
  name,
  description,
  muted = false,
}: {
  name: string;
  description: string;
  muted?: boolean;
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className={muted ? 'font-semibold text-muted-foreground' : 'font-semibold'}>{name}</p>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

/**
 * The real count of submitted practice sessions, rounded down by the server; nothing while the
 * count is loading, failed or still too small to show (domain/public-stats).
 */
function SessionsBanner() {
  const shown = usePublicStats().data?.practiceSessions;
  if (shown == null) return null;
  return (
    <Card
      className="flex items-center justify-between gap-3 border-primary/20 bg-primary p-4 text-primary-foreground"
      data-testid="sessions-banner"
    >
      <div>
        <p className="text-lg font-bold">Total Practice Sessions {formatShownCount(shown)}</p>
        <p className="text-sm opacity-90">Counted from every submitted practice quiz</p>
      </div>
      <Icon name="clock" className="h-8 w-8 shrink-0 opacity-80" />
    </Card>
  );
}
