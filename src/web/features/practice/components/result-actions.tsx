import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import type { AttemptResult } from '../api/types';

/** Which quiz a result is of: a level's (practice) or the subject's mistakes (retry). */
export type ResultKind = 'practice' | 'retry';

/** The spec's retake link: lowercased exam type and subject; a retry retakes a new retry quiz. */
export const retakeHref = (r: AttemptResult, kind: ResultKind = 'practice') => {
  const [exam, subject] = [r.examType.toLowerCase(), r.subject.toLowerCase()];
  return kind === 'retry'
    ? paths.app.mistakes.getHref(exam, subject)
    : paths.app.quiz.getHref(exam, subject, r.level);
};

export function ResultActions({
  result,
  kind = 'practice',
}: {
  result: AttemptResult;
  kind?: ResultKind;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex">
      <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
        Dashboard
      </Link>
      <Link to={retakeHref(result, kind)} className={buttonClasses()}>
        Retake Quiz
      </Link>
    </div>
  );
}
