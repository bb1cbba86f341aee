import type { ReactNode } from 'react';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '../../../../domain/question-csv';

/** The question CSV's columns (the Upload tab's and a competition's), then what is special. */
export function CsvColumnsHelp({ children }: { children: ReactNode }) {
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
      {children}
    </div>
  );
}
