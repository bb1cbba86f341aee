import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { hasCode } from '../../../lib/api-errors';
import { buttonClasses } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import type { AttemptResult } from '../../../features/practice/api/types';
import { useLevelResult } from '../../../features/practice/api/get-level-result';
import { usePracticeParams } from '../../../features/practice/hooks/use-practice-params';
import { Notice, PracticeParamsGate } from '../../../features/practice/components/params-gate';
import { ResultsView } from '../../../features/practice/components/results-view';
import { LoadError } from '../../../features/practice/components/subject-list';

/** The latest result of a level from the server, so a reload or a shared link never loses it. */
export default function LevelResultsRoute() {
  return (
    <PracticeParamsGate params={usePracticeParams('results')}>
      {({ exam, subject, level }) => <LevelResults exam={exam} subject={subject} level={level} />}
    </PracticeParamsGate>
  );
}

function LevelResults({ exam, subject, level }: { exam: string; subject: string; level: number }) {
  const carried = (useLocation().state as { result?: AttemptResult } | null)?.result;
  const matches =
    carried?.examType === exam && carried.subject === subject && carried.level === level;
  const result = useLevelResult(exam, subject, level, matches ? carried : undefined);

  if (result.isPending) return <Loading text="Loading results..." />;
  if (result.isError) {
    if (hasCode(result.error, 'NOT_FOUND')) {
      return (
        <Notice
          title="No results yet"
          action={
            <Link to={paths.app.quiz.getHref(exam, subject, level)} className={buttonClasses()}>
              Take Level {level}
            </Link>
          }
        >
          You have not completed this level yet. Finish the quiz to see your score, review and tips
          here.
        </Notice>
      );
    }
    return <LoadError error={result.error} retry={() => void result.refetch()} />;
  }
  return <ResultsView result={result.data} />;
}
