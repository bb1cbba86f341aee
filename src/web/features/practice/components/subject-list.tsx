import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useSubjects } from '../api/get-subjects';
import { errorMessage } from '../../../lib/api-errors';
import { Icon } from '../../../components/ui/icon';

/** The subjects of an exam with the student's progress: completed of its levels (ADR 0014). */
export function SubjectList({ exam }: { exam: string }) {
  const subjects = useSubjects(exam);
  if (subjects.isPending) return <Loading text="Loading subjects..." />;
  if (subjects.isError)
    return <LoadError error={subjects.error} retry={() => void subjects.refetch()} />;
  if (subjects.data.length === 0) {
    return (
      <Card className="p-6 text-center text-muted-foreground">
        No subjects available for this exam yet.
      </Card>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {subjects.data.map((s) => (
        <li key={s.subject}>
          <Link
            to={paths.app.subject.getHref(exam, s.subject)}
            className="block space-y-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary"
            data-testid={`subject-${s.subject}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{s.name}</span>
              <Badge
                tone="info"
                aria-label={`${s.completedLevels} of ${s.totalLevels} levels completed`}
              >
                {s.completedLevels}/{s.totalLevels}
              </Badge>
            </div>
            <ProgressBar
              value={s.completedLevels}
              max={s.totalLevels}
              label={`${s.name} progress`}
            />
            <p className="flex items-center justify-between text-sm text-muted-foreground">
              {s.levelsAvailable === 0
                ? 'All levels completed'
                : `${s.levelsAvailable} ${s.levelsAvailable === 1 ? 'level' : 'levels'} left`}
              <Icon name="chevron" className="h-4 w-4 text-primary" />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Card className="space-y-3 p-6 text-center" role="alert">
      <p className="font-medium">Something went wrong while loading.</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button variant="outline" onClick={retry}>
        Try Again
      </Button>
    </Card>
  );
}
