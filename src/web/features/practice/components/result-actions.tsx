import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import type { AttemptResult } from '../api/types';

/** The spec's retake link: lowercased exam type and subject. */
export const retakeHref = (r: AttemptResult) =>
  paths.app.quiz.getHref(r.examType.toLowerCase(), r.subject.toLowerCase(), r.level);

export function ResultActions({ result }: { result: AttemptResult }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex">
      <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
        Dashboard
      </Link>
      <Link to={retakeHref(result)} className={buttonClasses()}>
        Retake Quiz
      </Link>
    </div>
  );
}
