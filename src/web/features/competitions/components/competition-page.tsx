import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { hasCode, shownMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { Card } from '../../../components/ui/card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { COMPETITION_MESSAGES } from '../../../../domain/competitions';
import { useCompetition } from '../api/get-competition';
import { enterCompetition, useEntry } from '../api/entry';
import type { ClientEntry, SubmittedEntry } from '../api/types';
import { CompetitionIntro } from './competition-intro';
import { CompetitionRunner } from './competition-runner';
import { EntryResult } from './entry-result';
import { PremiumGate } from './premium-gate';

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p role="alert" className="text-muted-foreground">
        {text}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.app.competitions.getHref()} className={buttonClasses('outline')}>
          Back to Competitions
        </Link>
        {retry ? <Button onClick={retry}>Try Again</Button> : null}
      </div>
    </Card>
  );
}

/**
 * /app/competition/{id} (student §4): intro → running → completed. A reload resumes the open
 * entry (answers and clock from the server); an entry left open past its deadline is submitted
 * with what was saved; a finished one shows its result straight away.
 */
export function CompetitionPage({ competitionId: id }: { competitionId: string }) {
  const queryClient = useQueryClient();
  const detail = useCompetition(id);
  const [started, setStarted] = useState<ClientEntry | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedEntry | null>(null);
  const entered = detail.data?.entry ?? null;
  const entry = useEntry(id, entered !== null && !started && !submitted);

  const enter = useMutation({
    mutationFn: enterCompetition,
    onSuccess: (e) => {
      setStarted(e);
      toast.success('Competition started!', {
        description: 'Good luck! The timer is now running.',
        duration: 2500,
      });
    },
    onError: (e) => {
      toast.error(shownMessage(e, COMPETITION_MESSAGES.loadOneFailed));
      void detail.refetch();
    },
  });

  const onSubmitted = useCallback(
    (result: SubmittedEntry) => {
      setSubmitted(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.competitions.all });
    },
    [queryClient],
  );

  const premium = hasCode(detail.error, 'PREMIUM_REQUIRED');
  // A malformed id in the address is refused by validation: to the student it is not found.
  const notFound = hasCode(detail.error, 'NOT_FOUND') || hasCode(detail.error, 'VALIDATION_FAILED');
  useEffect(() => {
    if (detail.isError && !premium)
      toast.error(notFound ? COMPETITION_MESSAGES.notFound : COMPETITION_MESSAGES.loadOneFailed);
  }, [detail.isError, premium, notFound]);

  if (detail.isPending) return <Loading text="Loading competition..." />;
  if (premium) return <PremiumGate />;
  if (detail.isError)
    return notFound ? (
      <Problem title="Competition not found" text={COMPETITION_MESSAGES.notFound} />
    ) : (
      <Problem
        title="Could not load the competition"
        text={COMPETITION_MESSAGES.loadOneFailed}
        retry={() => void detail.refetch()}
      />
    );

  const c = detail.data;
  const title = `${c.title} · ${c.subjectName}`;
  if (submitted)
    return <EntryResult competitionId={id} clockOffsetMs={c.clockOffsetMs} submitted={submitted} />;
  const running = started ?? (entry.data?.status === 'in_progress' ? entry.data : null);
  if (running)
    return (
      <CompetitionRunner
        key={running.attemptId}
        entry={running}
        title={title}
        onSubmitted={onSubmitted}
      />
    );
  if (entered) {
    if (entry.isPending) return <Loading text="Loading your entry..." />;
    if (entry.isError)
      return (
        <Problem
          title="Could not load your entry"
          text={COMPETITION_MESSAGES.loadOneFailed}
          retry={() => void entry.refetch()}
        />
      );
    return <EntryResult competitionId={id} clockOffsetMs={c.clockOffsetMs} />;
  }
  return (
    <CompetitionIntro
      competition={c}
      entering={enter.isPending}
      onEnter={() => enter.mutate(id)}
      onRefresh={() => void detail.refetch()}
    />
  );
}
