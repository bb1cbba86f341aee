import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { useMistakesParams } from '../../../features/mistakes/hooks/use-mistakes-params';
import { MistakesPage } from '../../../features/mistakes/components/mistakes-page';
import { ResultsView } from '../../../features/practice/components/results-view';

/**
 * Retry my mistakes in a subject (issue 10): the mistakes feature's quiz, shown with the practice
 * feature's results screen. A new visit (Retake included) starts afresh.
 */
export default function MistakesRoute() {
  const params = useMistakesParams();
  const { key } = useLocation();
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
  return (
    <MistakesPage
      key={key}
      exam={params.exam}
      subject={params.subject}
      renderResult={(result) => <ResultsView result={result} kind="retry" />}
    />
  );
}
