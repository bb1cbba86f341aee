import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/textarea';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import { formatPremiumDate } from '../../../../../domain/entitlements';
import { grantPremiumSchema, revokePremiumSchema } from '../../../../../domain/billing-rules';
import { controlled } from '../../kit/fields';
import { NumberField } from '../../kit/inputs';
import { useGrantPremium, useRevokePremium, type Subscriber } from '../api/subscriptions';

/** Field → first message. */
function issueMessages(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/**
 * Grant (or extend) and revoke a student's premium, each with a reason the audit keeps. The
 * schemas are the API's own (domain/billing-rules.ts), checked here first for the messages.
 */
export function PremiumChangeForm({ subscriber }: { subscriber: Subscriber }) {
  const grant = useGrantPremium();
  const revoke = useRevokePremium();
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const userId = subscriber.user.id;

  const submit = (action: 'grant' | 'revoke') => (e?: FormEvent) => {
    e?.preventDefault();
    const input = action === 'grant' ? { userId, days: Number(days), reason } : { userId, reason };
    const parsed = z.safeParse(
      action === 'grant' ? grantPremiumSchema : revokePremiumSchema,
      input,
    );
    if (!parsed.success) return setErrors(issueMessages(parsed.error));
    setErrors({});
    const done = {
      onSuccess: (view: Subscriber) => {
        setReason('');
        toast.success(
          view.premium && view.endsAt
            ? `Premium until ${formatPremiumDate(view.endsAt)}`
            : 'Premium revoked',
        );
      },
      onError: (err: unknown) =>
        toast.error('Failed to change premium', { description: errorMessage(err) }),
    };
    if (action === 'grant') grant.mutate(parsed.data as z.output<typeof grantPremiumSchema>, done);
    else revoke.mutate(parsed.data, done);
  };

  const busy = grant.isPending || revoke.isPending;
  return (
    <form onSubmit={submit('grant')} className="grid gap-3 sm:grid-cols-[8rem_1fr]" noValidate>
      <NumberField
        id="premium-days"
        label="Days"
        min={1}
        error={errors.days}
        {...controlled(days, setDays)}
      />
      <TextareaField
        id="premium-reason"
        label="Reason (kept in the audit)"
        rows={2}
        error={errors.reason}
        {...controlled(reason, setReason)}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {subscriber.premium ? 'Extend Premium' : 'Grant Premium'}
        </Button>
        {subscriber.premium ? (
          <Button variant="destructive" disabled={busy} onClick={() => submit('revoke')()}>
            Revoke Premium
          </Button>
        ) : null}
      </div>
    </form>
  );
}
