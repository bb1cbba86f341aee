import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { AttemptResult } from '../../../features/practice/api/types';
import { ResultsView } from '../../../features/practice/components/results-view';

/** Reached only with a result carried in navigation; without one it goes to the dashboard (spec §2). */
export default function ResultsRoute() {
  const state = useLocation().state as { result?: AttemptResult } | null;
  const result = state?.result;
  if (result?.status !== 'completed')
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <ResultsView result={result} />;
}
