import { Link } from 'react-router';
import { PageHeader } from './page-header';
import { Card } from '../ui/card';

/**
 * An honest frame for a screen whose feature has not shipped yet: it says so plainly instead of
 * showing sample data or buttons that do nothing.
 */
export function NotYetAvailable({ title, what }: { title: string; what: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <Card className="space-y-3 p-6">
        <p>{what} is not available in this version of PrepArena yet.</p>
        <p className="text-sm text-muted-foreground">
          Nothing on this page is simulated: it will show your real data once the feature ships.
        </p>
        <Link
          to="/app/dashboard"
          className="inline-block font-medium text-primary underline underline-offset-4"
        >
          Back to Dashboard
        </Link>
      </Card>
    </section>
  );
}
