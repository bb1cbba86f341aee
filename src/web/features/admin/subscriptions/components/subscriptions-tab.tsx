import { useState, type FormEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/input';
import { Table, TBody, Td, Th, THead } from '../../../../components/ui/table';
import { errorMessage, hasCode } from '../../../../lib/api-errors';
import { formatPremiumDate } from '../../../../../domain/entitlements';
import { formatDateTime } from '../../../../../domain/time';
import { useSubscriber, type Subscriber } from '../api/subscriptions';
import { PremiumChangeForm } from './premium-change-form';
import { PaymentsList } from './payments-list';

const day = (iso: string | null) => (iso ? formatPremiumDate(iso) : '—');

function SubscriberCard({ s }: { s: Subscriber }) {
  return (
    <Card className="space-y-4 p-4" data-testid="subscriber">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">{s.user.name}</h3>
          <p className="text-sm text-muted-foreground">{s.user.email}</p>
        </div>
        {s.premium ? (
          <Badge tone="warning">Premium until {day(s.endsAt)}</Badge>
        ) : (
          <Badge>{s.revoked ? `Free (revoked ${day(s.endsAt)})` : 'Free'}</Badge>
        )}
      </div>
      <PremiumChangeForm subscriber={s} />
      <Table caption="Premium changes">
        <THead>
          <tr>
            <Th>When</Th>
            <Th>Change</Th>
            <Th>Reason</Th>
            <Th>By</Th>
            <Th>Premium until</Th>
          </tr>
        </THead>
        <TBody>
          {s.audit.length === 0 ? (
            <tr>
              <Td colSpan={5} className="text-muted-foreground">
                No grants or revokes yet.
              </Td>
            </tr>
          ) : (
            s.audit.map((a) => (
              <tr key={a.id}>
                <Td>{formatDateTime(a.createdAt)}</Td>
                <Td>{a.action === 'grant' ? `Granted ${a.days} days` : 'Revoked'}</Td>
                <Td>{a.reason}</Td>
                <Td>{a.source === 'cli' ? 'Operator (CLI)' : (a.adminEmail ?? 'Former admin')}</Td>
                <Td>
                  {day(a.endsAtBefore)} → {day(a.endsAtAfter)}
                </Td>
              </tr>
            ))
          )}
        </TBody>
      </Table>
    </Card>
  );
}

/**
 * Subscriptions tab (issue 11): find a student by e-mail, grant, extend or revoke premium with a
 * reason (audited with the admin's id), and every payment with its status and any mismatch.
 */
export function SubscriptionsTab() {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const found = useSubscriber(email);
  const find = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim().toLowerCase();
    if (value) setEmail(value);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="subscriber-heading" className="space-y-3">
        <h2 id="subscriber-heading" className="text-lg font-semibold">
          Student premium
        </h2>
        <form onSubmit={find} className="flex flex-wrap items-end gap-2" role="search">
          <Field
            id="subscriber-email"
            label="Student e-mail"
            type="email"
            autoComplete="off"
            className="min-w-64 flex-1"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Find</Button>
        </form>
        {email === null ? null : found.isPending ? (
          <p role="status" className="text-muted-foreground">
            Looking up {email}...
          </p>
        ) : found.isError ? (
          <p role="alert" className="text-destructive">
            {hasCode(found.error, 'NOT_FOUND')
              ? `No account with the e-mail ${email}.`
              : errorMessage(found.error)}
          </p>
        ) : (
          <SubscriberCard s={found.data} />
        )}
      </section>
      <PaymentsList />
    </div>
  );
}
