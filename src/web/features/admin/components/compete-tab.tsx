import { Card } from '../../../components/ui/card';

/** The Compete tab's frame: competitions arrive in their own release, so nothing here pretends. */
export function CompeteTab() {
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-lg font-semibold">Competition Management</h2>
      <p>Creating and running competitions ships with the competitions release of PrepArena.</p>
      <p className="text-sm text-muted-foreground">
        Until then no competition can be created, activated or completed here. The question bank you
        build in the other tabs is what competitions will draw on.
      </p>
    </Card>
  );
}
