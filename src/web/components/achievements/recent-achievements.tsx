import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * "Recent Achievements" with its View all link, then the list, or the spec's empty text when
 * there is none. The dashboard and the profile each draw their own list and container.
 */
export function RecentAchievementsFrame({
  headingId,
  empty,
  children,
}: {
  headingId?: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold">
          Recent Achievements
        </h2>
        <Link
          to={paths.app.achievements.getHref()}
          className="-mr-2 inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm font-medium text-primary"
        >
          View all
        </Link>
      </div>
      {empty ? (
        <p className="text-sm text-muted-foreground">
          No achievements yet! Complete quizzes to earn your first achievement.
        </p>
      ) : (
        children
      )}
    </>
  );
}
