import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { SelectField } from '../../../../components/ui/select';
import { Table, TBody, Td, Th, THead } from '../../../../components/ui/table';
import { formatNaira } from '../../../../../domain/money';
import { formatPremiumDate } from '../../../../../domain/entitlements';
import { formatDateTime } from '../../../../../domain/time';
import { PAYMENT_STATUS_FILTERS } from '../../../../../domain/billing-rules';
import { usePayments, type PaymentPage } from '../api/subscriptions';
import { Pager } from '../../kit/pager';
import { QueryState } from '../../kit/query-state';

const STATUS: Record<PaymentPage['items'][number]['status'], { label: string; tone: BadgeTone }> = {
  success: { label: 'Paid', tone: 'success' },
  pending: { label: 'Pending', tone: 'muted' },
  failed: { label: 'Failed', tone: 'danger' },
  mismatch: { label: 'Mismatch', tone: 'warning' },
};
const FILTER_LABELS: Record<(typeof PAYMENT_STATUS_FILTERS)[number], string> = {
  all: 'All payments',
  pending: 'Pending',
  success: 'Paid',
  failed: 'Failed',
  mismatch: 'Mismatches',
};
const PAGE_SIZE = 25;

/** One page of payments: what we asked, what Paystack reported, and what it granted. */
function PaymentsTable({ items }: { items: PaymentPage['items'] }) {
  return (
    <Table caption="Payments">
      <THead>
        <tr>
          {['Date', 'Student', 'Plan', 'Amount', 'Status', 'Paystack reported', 'Reference'].map(
            (h) => (
              <Th key={h}>{h}</Th>
            ),
          )}
        </tr>
      </THead>
      <TBody>
        {items.map((p) => (
          <tr key={p.reference} data-testid={`payment-${p.reference}`}>
            <Td>{formatDateTime(p.createdAt)}</Td>
            <Td>{p.email}</Td>
            <Td>{p.planName}</Td>
            <Td className="tabular-nums">{formatNaira(p.amountKobo)}</Td>
            <Td>
              <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
            </Td>
            <Td>
              {p.providerStatus ?? '—'}
              {p.paidAmountKobo !== null
                ? `: ${p.paidCurrency === 'NGN' ? formatNaira(p.paidAmountKobo) : `${p.paidAmountKobo} (${p.paidCurrency}, minor units)`}`
                : ''}
              {p.grantedUntil ? (
                <span className="block text-xs text-muted-foreground">
                  Premium until {formatPremiumDate(p.grantedUntil)}
                </span>
              ) : null}
            </Td>
            <Td className="font-mono text-xs break-all">{p.reference}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

/** Every payment, newest first: what we asked, what Paystack reported, and what it granted. */
export function PaymentsList() {
  const [status, setStatus] = useState<(typeof PAYMENT_STATUS_FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  const list = usePayments({ status, page: String(page), pageSize: String(PAGE_SIZE) });
  const data = list.data;

  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="payments-heading" className="text-lg font-semibold">
          Payments
        </h2>
        {data && data.mismatches > 0 ? (
          <Badge tone="warning" data-testid="mismatch-count">
            {data.mismatches} {data.mismatches === 1 ? 'mismatch' : 'mismatches'} to review
          </Badge>
        ) : null}
      </div>
      <SelectField
        id="payments-status"
        label="Show"
        className="max-w-xs"
        options={PAYMENT_STATUS_FILTERS.map((v) => ({ value: v, label: FILTER_LABELS[v] }))}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as typeof status);
          setPage(1);
        }}
      />
      <QueryState
        query={list}
        loading="Loading payments..."
        keepData
        isEmpty={(d) => d.items.length === 0}
        empty="No payments."
      >
        {(d) => (
          <>
            <PaymentsTable items={d.items} />
            <Pager
              page={d.page}
              pages={Math.max(1, Math.ceil(d.total / d.pageSize))}
              onGo={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
