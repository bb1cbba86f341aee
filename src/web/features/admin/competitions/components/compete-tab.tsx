import { useState } from 'react';
import { COMPETITION_MESSAGES } from '../../../../../domain/competitions';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import {
  useCompetitions,
  useDeleteCompetition,
  useSetCompetitionStatus,
  type AdminCompetition,
  type CreatedCompetition,
  type StatusAction,
} from '../api/competitions';
import { CompetitionCard } from './competition-card';
import { CompetitionCreator } from './competition-creator';
import { QueryState } from '../../kit/query-state';

type Pending = { competition: AdminCompetition; kind: 'delete' | 'cancel' };

/** What a CSV creation skipped, kept on screen after the form closes (admin §5). */
function CreatedReport({
  created,
  onDismiss,
}: {
  created: CreatedCompetition;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Competition created"
      className="space-y-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
    >
      <p className="font-semibold">
        {created.message} “{created.competition.title}” is a draft with {created.questionsSaved}{' '}
        {created.questionsSaved === 1 ? 'question' : 'questions'}.
      </p>
      {created.errorCount ? (
        <>
          <p className="font-medium text-red-900">
            {created.errorCount} {created.errorCount === 1 ? 'row was' : 'rows were'} skipped:
          </p>
          <ul className="list-inside list-disc rounded-md bg-red-50 p-2 text-red-900">
            {created.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="outline" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}

/**
 * Competition Management (admin §2, §4, §8; issue 12 items 6–7): create a competition (details,
 * then questions by CSV, by hand or from the bank) as a draft; list them newest first with their
 * status colour and counts; Activate, Complete, Cancel, Delete; each one's results.
 */
export function CompeteTab() {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedCompetition | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useCompetitions();
  const status = useSetCompetitionStatus();
  const remove = useDeleteCompetition();

  const act = (competition: AdminCompetition, action: StatusAction) =>
    status.mutate(
      { id: competition.id, action },
      {
        onSuccess: (r) => {
          setPending(null);
          toast.success(r.message);
        },
        onError: (err) =>
          toast.error(COMPETITION_MESSAGES.updateFailed, { description: errorMessage(err) }),
      },
    );

  const confirmDelete = (competition: AdminCompetition) =>
    remove.mutate(competition.id, {
      onSuccess: (r) => {
        setPending(null);
        if (created?.competition.id === competition.id) setCreated(null);
        toast.success(r.message);
      },
      onError: (err) =>
        toast.error(COMPETITION_MESSAGES.deleteFailed, { description: errorMessage(err) }),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Competition Management</h2>
        <Button
          aria-expanded={creating}
          aria-controls={creating ? 'competition-creator' : undefined}
          onClick={() => setCreating((v) => !v)}
        >
          Create New Competition
        </Button>
      </div>
      {creating ? (
        <Card id="competition-creator" className="space-y-4 p-4">
          <h3 className="font-semibold">Create New Competition</h3>
          <CompetitionCreator
            onClose={() => setCreating(false)}
            onCreated={(c) => {
              setCreated(c);
              setCreating(false);
            }}
          />
        </Card>
      ) : null}
      {created ? <CreatedReport created={created} onDismiss={() => setCreated(null)} /> : null}

      <h3 className="sr-only">Competitions</h3>
      <QueryState
        query={list}
        loading="Loading competitions..."
        renderError={(message) => (
          <div role="alert" className="space-y-2 text-destructive">
            <p>
              {COMPETITION_MESSAGES.adminLoadFailed}: {message}
            </p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        )}
        isEmpty={(items) => items.length === 0}
        empty={COMPETITION_MESSAGES.adminEmpty}
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Competitions">
            {items.map((c) => (
              <li key={c.id}>
                <CompetitionCard
                  competition={c}
                  busy={
                    (status.isPending && status.variables.id === c.id) ||
                    (remove.isPending && remove.variables === c.id)
                  }
                  onAction={(action) =>
                    action === 'cancel'
                      ? setPending({ competition: c, kind: 'cancel' })
                      : act(c, action)
                  }
                  onDelete={() => setPending({ competition: c, kind: 'delete' })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onClose={() => setPending(null)}
        onConfirm={() => pending && confirmDelete(pending.competition)}
        pending={remove.isPending}
        title={COMPETITION_MESSAGES.confirmDelete}
        description={
          pending?.kind === 'delete'
            ? `“${pending.competition.title}”, its registrations, entries and its own questions are deleted.`
            : undefined
        }
        confirmLabel="Delete"
      />
      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        onClose={() => setPending(null)}
        onConfirm={() => pending && act(pending.competition, 'cancel')}
        pending={status.isPending}
        title="Cancel this competition?"
        description={
          pending?.kind === 'cancel'
            ? `“${pending.competition.title}” stops now and its results are never published.`
            : undefined
        }
        confirmLabel="Cancel competition"
      />
    </div>
  );
}
