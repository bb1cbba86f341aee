import type { RejectedRow } from '../../../../../domain/question-csv';

/** The rows a CSV lost and why: the first ones listed, then a count of the rest. */
export function RejectedRows({ rows, total }: { rows: RejectedRow[]; total: number }) {
  if (total === 0) return null;
  const more = total - rows.length;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-destructive">
        {total} {total === 1 ? 'row was' : 'rows were'} rejected:
      </p>
      <ul className="max-h-60 space-y-0.5 overflow-y-auto rounded-md bg-red-50 p-2 text-sm text-red-900">
        {rows.map((r) => (
          <li key={r.row}>
            <span className="font-medium">Row {r.row}:</span> {r.reason}
          </li>
        ))}
        {more > 0 ? <li className="font-medium">... and {more} more</li> : null}
      </ul>
    </div>
  );
}
