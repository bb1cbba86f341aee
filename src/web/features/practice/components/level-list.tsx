import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { useLevels } from '../api/get-levels';
import { LoadError } from './subject-list';
import { LevelCardView } from './level-card';

/** The level cards of a subject: locked, available, in progress or completed (spec §2, §4). */
export function LevelList({ exam, subject }: { exam: string; subject: string }) {
  const levels = useLevels(exam, subject);
  if (levels.isPending) return <Loading text="Loading levels..." />;
  if (levels.isError) return <LoadError error={levels.error} retry={() => void levels.refetch()} />;
  if (levels.data.levels.length === 0) {
    return (
      <Card className="space-y-2 p-6 text-center">
        <p className="font-medium">No levels available for this subject.</p>
        <p className="text-sm text-muted-foreground">
          Please contact your administrator to add questions for this subject.
        </p>
      </Card>
    );
  }
  return (
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
  );
}
