import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { examDisplayName } from '../../../../domain/catalogue';
import type { PracticeParams } from '../hooks/use-practice-params';

type Ok = Extract<PracticeParams, { kind: 'ok' }>;

/** Redirects aliases to canonical URLs and explains unknown or not-yet-available exams. */
export function PracticeParamsGate({
  params,
  children,
}: {
  params: PracticeParams;
  children: (p: Ok) => ReactNode;
}) {
  if (params.kind === 'ok') return children(params);
  if (params.kind === 'redirect') return <Navigate to={params.to} replace />;
  if (params.kind === 'unavailable') {
    return (
      <Notice title={`${examDisplayName(params.exam)} is coming soon`}>
        Practice for this exam is not available yet. JAMB UTME, WAEC SSCE and NECO SSCE are open
        now.
      </Notice>
    );
  }
  return (
    <Notice title={`We couldn't find that ${params.what}`}>
      The link may be mistyped or out of date. Pick an exam from the list to carry on.
    </Notice>
  );
}

export function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center" data-testid="practice-notice">
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <div className="flex flex-wrap justify-center gap-2 pt-1">
        {action ?? (
          <Link to={paths.app.exams.getHref()} className={buttonClasses('default')}>
            Back to Exams
          </Link>
        )}
      </div>
    </Card>
  );
}
