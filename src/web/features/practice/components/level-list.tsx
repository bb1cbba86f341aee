import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { useLevels } from '../api/get-levels';
import { LoadError } from './subject-list';
import { LevelCardView } from './level-card';
import { levelRanges } from '../../../../domain/availability';

/**
 * The level cards of a subject: locked, available, in progress or completed (spec §2, §4), and
 * the levels that are not ready yet as one "Coming soon" line (issue 20): never a card to buy.
 */
export function LevelList({ exam, subject }: { exam: string; subject: string }) {
  const levels = useLevels(exam, subject);
  if (levels.isPending) return <Loading text="Loading levels..." />;
  if (levels.isError) return <LoadError error={levels.error} retry={() => void levels.refetch()} />;
  const soon = levels.data.comingSoon;
  if (levels.data.levels.length === 0) {
    return (
      <Card className="space-y-2 p-6 text-center">
        <p className="font-medium">No levels available for this subject yet.</p>
        <p className="text-sm text-muted-foreground">
          Its levels are coming soon: each opens once it has enough questions for a fresh quiz on
          every retake.
        </p>
      </Card>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
        {levels.data.levels.map((card) => (
          <li key={card.level}>
            <LevelCardView
              exam={exam}
              subject={subject}
              card={card}
              clockOffsetMs={levels.data.clockOffsetMs}
            />
          </li>
        ))}
      </ul>
      {soon.length > 0 && (
        <p
          className="mt-4 rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
          data-testid="coming-soon"
        >
          <span className="font-medium text-foreground">Coming soon:</span>{' '}
          {soon.length === 1 ? 'level' : 'levels'} {levelRanges(soon)}. A level opens once it has
          enough questions for a fresh quiz on every retake.
        </p>
      )}
    </>
  );
}
