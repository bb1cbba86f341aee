import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '../../../../domain/question-csv';
import { COMPETITION_LIMITS } from '../../../../domain/competitions';

/** The competition CSV: the Upload tab's columns; its questions are the competition's own. */
export function CompetitionCsvHelp() {
  return (
    <div className="space-y-2 rounded-md bg-muted/60 p-3 text-sm">
      <p>
        <span className="font-medium">Required columns:</span>{' '}
        <code className="break-words">{REQUIRED_COLUMNS.join(', ')}</code>
      </p>
      <p>
        <span className="font-medium">Optional column:</span>{' '}
        <code>{OPTIONAL_COLUMNS.join(', ')}</code>
      </p>
      <p className="text-muted-foreground">
        The same format as the Upload tab (quoted fields work). Every question goes to this
        competition&apos;s exam and subject, at the level in level_tag (1 when it is not a number),
        and is never used in practice. Rows with a problem are skipped and listed (the first{' '}
        {COMPETITION_LIMITS.csvErrorsShown}); the rest are saved.
      </p>
    </div>
  );
}
