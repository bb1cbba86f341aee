import Papa from 'papaparse';
import { escapeCsvCell } from './question-csv';

/** One registration in an admin's results view (issue 12 item 7). */
export type ResultRow = {
  rank: number | null;
  fullName: string;
  email: string;
  /** registered: never entered; in_progress: entered, not submitted; submitted. */
  state: 'registered' | 'in_progress' | 'submitted';
  score: number | null;
  timeTaken: number | null;
  tabSwitches: number;
  registeredAt: string;
  startedAt: string | null;
  submittedAt: string | null;
};

export const RESULT_CSV_COLUMNS = [
  'rank',
  'name',
  'email',
  'state',
  'score_percent',
  'time_taken_seconds',
  'tab_switches',
  'registered_at',
  'started_at',
  'submitted_at',
] as const;

/** The results as a CSV, cells escaped against spreadsheet formulas (a name may start with =). */
export function resultsToCsv(rows: readonly ResultRow[]): string {
  const cell = (v: string | number | null) => (v === null ? '' : escapeCsvCell(String(v)));
  return Papa.unparse(
    {
      fields: [...RESULT_CSV_COLUMNS],
      data: rows.map((r) =>
        [
          r.rank,
          r.fullName,
          r.email,
          r.state,
          r.score,
          r.timeTaken,
          r.tabSwitches,
          r.registeredAt,
          r.startedAt,
          r.submittedAt,
        ].map(cell),
      ),
    },
    { newline: '\r\n' },
  );
}
