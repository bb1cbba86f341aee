import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { Dashboard } from '../api/get-dashboard';

export function ContinueLearning({ items }: { items: Dashboard['continueLearning'] }) {
  return (
    <section aria-labelledby="continue-heading" className="space-y-2">
      <h2 id="continue-heading" className="text-lg font-semibold">
        Continue Learning
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Pick an exam to start your first quiz.</p>
      ) : (
        <ul className="space-y-2">
          {items.map((e) => (
            <li key={e.examType}>
              <Link to={`/app/exam/${e.examType}`} className="block">
                <Card className="p-4 hover:border-primary">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold">{e.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {e.completedLevels}/{e.totalLevels} levels
                    </p>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    Last: {e.lastSubjectName}, Level {e.lastLevel}
                  </p>
                  <div
                    className="mt-2 h-2 rounded-full bg-muted"
                    role="progressbar"
                    aria-valuenow={e.percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-label={`${e.name} progress`}
                  >
                    <div
                      className="h-2 rounded-full bg-primary"
                      style={{ width: `${e.percent}%` }}
                    />
                  </div>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
