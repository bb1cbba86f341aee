import { COMPETITION_MESSAGES } from '../../../../../domain/competitions';
import { Badge } from '../../../../components/ui/badge';
import { buttonClasses } from '../../../../components/ui/button';
import {
  competitionResultsExportUrl,
  useCompetitionResults,
  type AdminCompetition,
  type AdminResultRow,
} from '../api/competitions';
import { formatSeconds } from '../utils/competition-input';
import { formatWhen } from './competition-format';
import { QueryState } from '../../kit/query-state';

const STATES: Record<AdminResultRow['state'], string> = {
  registered: 'Registered',
  in_progress: 'In progress',
  submitted: 'Submitted',
};

/**
 * One competition's results for its admin (issue 12 item 7): every registration with rank, full
 * name and e-mail (admins award the prizes), score, the server's time taken and submit time,
 * and tab switches flagged for a look — a flag, not a verdict.
 */
export function CompetitionResults({ competition }: { competition: AdminCompetition }) {
  const results = useCompetitionResults(competition.id, competition.status === 'active');
  const headingId = `results-${competition.id}`;
  const rows = results.data?.rows ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          Results: {competition.title}
        </h4>
        <a
          href={competitionResultsExportUrl(competition.id)}
          download
          className={buttonClasses('outline')}
        >
          Export CSV
        </a>
      </div>
      <QueryState
        query={results}
        loading="Loading results..."
        failed={`${COMPETITION_MESSAGES.resultsFailed}: `}
        isEmpty={(r) => r.rows.length === 0}
        empty="No one has registered yet."
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {rows.length} registered · {rows.filter((r) => r.state === 'submitted').length}{' '}
              submitted
              {data.competition.resultsPublishedAt ? ' · ranks published' : ''}
            </p>
            {/* Focusable so a keyboard can scroll it sideways on a phone. */}
            <div
              className="w-full overflow-x-auto rounded-lg border bg-card"
              tabIndex={0}
              role="region"
              aria-label={`Results table: ${competition.title}`}
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">Results of {competition.title}</caption>
                <thead className="bg-muted/60 text-left">
                  <tr>
                    {[
                      'Rank',
                      'Name',
                      'E-mail',
                      'State',
                      'Score',
                      'Time taken',
                      'Submitted',
                      'Tab switches',
                    ].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {rows.map((r) => (
                    <tr key={r.userId}>
                      <td className="px-3 py-2 font-semibold">{r.rank ?? '—'}</td>
                      <td className="px-3 py-2">
                        {r.fullName}
                        {r.winner ? (
                          <Badge tone="success" className="ml-2" data-testid="result-winner">
                            Winner
                          </Badge>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 break-all">{r.email}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{STATES[r.state]}</td>
                      <td className="px-3 py-2">{r.score === null ? '—' : `${r.score}%`}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatSeconds(r.timeTaken)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {r.submittedAt ? formatWhen(r.submittedAt) : '—'}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {r.flagged ? (
                          <Badge tone="danger" title="Left the competition page during the run">
                            {r.tabSwitches} · Flagged
                          </Badge>
                        ) : (
                          r.tabSwitches
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
