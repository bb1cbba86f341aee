import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { TabList, TabPanel } from '../../../components/ui/tabs';
import { hasCode } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { COMPETITION_MESSAGES } from '../../../../domain/competitions';
import { useCompetitions } from '../api/get-competitions';
import { PremiumGate } from './premium-gate';
import { ResultsPanel } from './results-panel';

/** A tab names its competition in at most this many characters (the panel shows the rest). */
const TAB_LABEL_MAX = 32;
const tabLabel = (title: string) =>
  title.length > TAB_LABEL_MAX ? `${title.slice(0, TAB_LABEL_MAX - 1).trimEnd()}…` : title;

/**
 * /app/competition-results[?competition=<id>] (student §2): a tab per completed or live
 * competition, newest first; in each the top 3 winners and the complete table.
 */
export function CompetitionResultsPage() {
  const list = useCompetitions();
  const [search, setSearch] = useSearchParams();
  const premium = hasCode(list.error, 'PREMIUM_REQUIRED');
  useEffect(() => {
    if (list.isError && !premium) toast.error(COMPETITION_MESSAGES.resultsFailed);
  }, [list.isError, premium]);

  const header = <PageHeader title="Competition Results" />;
  if (list.isPending)
    return (
      <>
        {header}
        <Loading text="Loading results..." />
      </>
    );
  if (premium)
    return (
      <>
        {header}
        <PremiumGate />
      </>
    );
  if (list.isError)
    return (
      <>
        {header}
        <div className="space-y-3 rounded-lg border p-6 text-center">
          <p role="alert">{COMPETITION_MESSAGES.resultsFailed}</p>
          <Button onClick={() => void list.refetch()}>Try Again</Button>
        </div>
      </>
    );

  const shown = list.data.competitions
    .filter((c) => c.tab === 'completed' || c.tab === 'live')
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  if (shown.length === 0)
    return (
      <div className="mx-auto max-w-3xl">
        {header}
        <div className="rounded-lg border bg-card p-6 text-center" data-testid="no-results">
          <p className="text-lg font-semibold">{COMPETITION_MESSAGES.noResults}</p>
          <p className="text-sm text-muted-foreground">
            Results appear here once a competition has started.
          </p>
        </div>
      </div>
    );

  const asked = search.get('competition');
  const current = shown.find((c) => c.id === asked) ?? shown[0]!;
  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <div className="-mx-4 overflow-x-auto px-4 pb-1">
        <TabList
          tabs={shown.map((c) => ({ value: c.id, label: tabLabel(c.title) }))}
          value={current.id}
          onChange={(v) => setSearch({ competition: v }, { replace: true })}
          idPrefix="results"
          label="Competitions"
          large
          className="w-max min-w-full"
        />
      </div>
      <TabPanel idPrefix="results" value={current.id}>
        <h2 className="mb-2 text-lg font-semibold break-words">{current.title}</h2>
        <ResultsPanel key={current.id} competitionId={current.id} />
      </TabPanel>
    </div>
  );
}
