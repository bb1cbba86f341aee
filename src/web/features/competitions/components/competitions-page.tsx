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
import type { CompetitionTab } from '../api/types';
import { CompetitionCard } from './competition-card';
import { PremiumGate } from './premium-gate';

const TABS: { value: CompetitionTab; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: COMPETITION_MESSAGES.emptyUpcoming },
  { value: 'live', label: 'Live', empty: COMPETITION_MESSAGES.emptyLive },
  { value: 'completed', label: 'Completed', empty: COMPETITION_MESSAGES.emptyCompleted },
];
const isTab = (v: string | null): v is CompetitionTab => TABS.some((t) => t.value === v);

/** /app/competitions: Upcoming, Live and Completed with their counts (student §2, §4). */
export function CompetitionsPage() {
  const list = useCompetitions();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const counts = list.data?.counts;
  // Without a choice in the address, open on Live when something is live.
  const tab: CompetitionTab = isTab(asked)
    ? asked
    : counts && counts.live > 0
      ? 'live'
      : 'upcoming';
  const premium = hasCode(list.error, 'PREMIUM_REQUIRED');

  useEffect(() => {
    if (list.isError && !premium) toast.error(COMPETITION_MESSAGES.loadFailed);
  }, [list.isError, premium]);

  const header = (
    <PageHeader title="Competitions">Compete with other students on the same questions.</PageHeader>
  );
  if (list.isPending)
    return (
      <>
        {header}
        <Loading text="Loading competitions..." />
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
          <p role="alert">{COMPETITION_MESSAGES.loadFailed}</p>
          <Button onClick={() => void list.refetch()}>Try Again</Button>
        </div>
      </>
    );

  const shown = list.data.competitions.filter((c) => c.tab === tab);
  const empty = TABS.find((t) => t.value === tab)!.empty;
  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <TabList
        tabs={TABS.map((t) => ({
          value: t.value,
          label: `${t.label} (${list.data.counts[t.value]})`,
        }))}
        value={tab}
        onChange={(v) => setSearch({ tab: v }, { replace: true })}
        idPrefix="competitions"
        label="Competitions"
        large
      />
      <TabPanel idPrefix="competitions" value={tab}>
        {shown.length === 0 ? (
          <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{empty}</p>
        ) : (
          <div className="space-y-4">
            {shown.map((c) => (
              <CompetitionCard key={c.id} competition={c} />
            ))}
          </div>
        )}
      </TabPanel>
    </div>
  );
}
