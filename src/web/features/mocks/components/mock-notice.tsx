import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A short message with what to do next (a paper that could not load, an unknown paper). */
export function MockNotice({
  title,
  children,
  action,
  testId = 'mock-notice',
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center" data-testid={testId}>
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:justify-center">{action}</div>
    </Card>
  );
}
