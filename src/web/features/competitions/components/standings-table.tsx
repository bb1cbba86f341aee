import { cn } from '../../../lib/cn';
import { Table, TBody, Td, Th, THead } from '../../../components/ui/table';
import { formatDuration } from '../hooks/competition-time';
import type { StandingRow } from '../api/types';

/** Rank, name, score, time and label; the student's own row stands out. */
export function StandingsTable({
  rows,
  caption,
  you,
}: {
  rows: readonly StandingRow[];
  caption: string;
  /** The student's own standing, added below when it is not among `rows`. */
  you?: (StandingRow & { of: number }) | null;
}) {
  const extra = you && !rows.some((r) => r.you) ? you : null;
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <Th className="w-12">Rank</Th>
          <Th>Name</Th>
          <Th className="text-right">Score</Th>
          <Th className="text-right">Time</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <Row key={`${r.rank}-${r.displayName}-${r.timeTaken}`} row={r} />
        ))}
        {extra ? <Row row={extra} /> : null}
      </TBody>
    </Table>
  );
}

function Row({ row: r }: { row: StandingRow }) {
  return (
    <tr
      className={cn(r.you && 'bg-secondary font-semibold')}
      data-testid={r.you ? 'standing-you' : 'standing-row'}
    >
      <Td className="tabular-nums">{r.rank}</Td>
      <Td className="break-words">
        {r.displayName}
        {r.you ? <span className="ml-1 text-xs font-normal">(you)</span> : null}
        <span className="block text-xs font-normal text-muted-foreground">
          {r.performanceLabel}
        </span>
      </Td>
      <Td className="text-right tabular-nums">{r.score}%</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatDuration(r.timeTaken)}</Td>
    </tr>
  );
}
