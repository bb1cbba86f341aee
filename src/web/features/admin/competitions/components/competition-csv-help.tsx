import { COMPETITION_LIMITS } from '../../../../../domain/competitions';
import { CsvColumnsHelp } from '../../kit/csv-columns-help';

/** The competition CSV: the Upload tab's columns; its questions are the competition's own. */
export function CompetitionCsvHelp() {
  return (
    <CsvColumnsHelp>
      <p className="text-muted-foreground">
        The same format as the Upload tab (quoted fields work). Every question goes to this
        competition&apos;s exam and subject, at the level in level_tag (1 when it is not a number),
        and is never used in practice. Rows with a problem are skipped and listed (the first{' '}
        {COMPETITION_LIMITS.csvErrorsShown}); the rest are saved.
      </p>
    </CsvColumnsHelp>
  );
}
