import { Link } from 'react-router';
import { useMe } from '../../../lib/auth';
import { Card } from '../../../components/ui/card';
import { Welcome } from '../../../features/dashboard/components/welcome';
import { useStreak } from '../../../features/shell/api/get-streak';

export default function DashboardRoute() {
  const me = useMe().data!;
  const streak = useStreak();
  const current = streak.data?.current ?? 0;
  return (
    <section className="space-y-4">
      <Welcome me={me} />
      <p className="text-muted-foreground">Ready to practise? Every completed quiz keeps your streak alive.</p>
      <Card className="flex items-center justify-between p-4">
        <div>
          <p className="text-sm text-muted-foreground">Daily streak</p>
          <p className="text-3xl font-bold" data-testid="streak-days">
            {current} {current === 1 ? 'day' : 'days'}
          </p>
          <p className="text-sm text-muted-foreground">Longest: {streak.data?.longest ?? 0}</p>
        </div>
        <Link to="/app/exams" className="rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground">
          Practise now
        </Link>
      </Card>
    </section>
  );
}
