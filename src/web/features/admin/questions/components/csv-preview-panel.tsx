import { MathText } from '../../../../components/math/math-text';
import { Table, TBody, Td, Th, THead } from '../../../../components/ui/table';
import { SELECTED_LEVEL } from '../hooks/csv-preview';
import type { CsvPreviewState } from '../hooks/use-csv-preview';
import { RejectedRows } from './rejected-rows';

/** Per-level counts with the "selected level" rows merged into the level now chosen. */
function resolveLevels(levels: { level: number; count: number }[], selected: number | null) {
  const counts = new Map<number, number>();
  for (const l of levels) {
    const level = l.level === SELECTED_LEVEL ? (selected ?? SELECTED_LEVEL) : l.level;
    counts.set(level, (counts.get(level) ?? 0) + l.count);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([level, count]) => ({
      name: level === SELECTED_LEVEL ? 'the level you select' : `Level ${level}`,
      count,
    }));
}

/** What the chosen file holds, checked in the browser with the server's rules before uploading. */
export function CsvPreviewPanel({
  state,
  selectedLevel,
}: {
  state: CsvPreviewState;
  selectedLevel: number | null;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <span
          aria-hidden
          className="h-4 w-4 animate-spin rounded-full border-2 border-muted border-t-primary"
        />
        Checking file...
      </p>
    );
  }
  const { preview } = state;
  if (!preview.ok) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        {preview.error}
      </p>
    );
  }
  const levels = resolveLevels(preview.levels, selectedLevel);
  return (
    <section aria-label="File check" className="space-y-3 rounded-md border p-3">
      <p role="status" className="text-sm">
        <span className="font-semibold text-green-800">
          {preview.acceptedCount} questions ready to upload
        </span>{' '}
        ({levels.map((l) => `${l.name}: ${l.count}`).join(', ')})
      </p>
      <RejectedRows rows={preview.rejected} total={preview.rejectedCount} />
      <Table caption="First accepted questions">
        <THead>
          <tr>
            <Th>Row</Th>
            <Th>Question</Th>
            <Th>Level</Th>
          </tr>
        </THead>
        <TBody>
          {preview.sample.map((q) => (
            <tr key={q.row}>
              <Td>{q.row}</Td>
              <Td className="min-w-40">
                <MathText text={q.questionText} />
                <span className="mt-1 block text-xs text-muted-foreground">
                  Answer: {q.correctAnswer}. <MathText text={q.options[q.correctAnswer]} /> ·{' '}
                  <span className="capitalize">{q.difficulty}</span> · {q.topic}
                </span>
              </Td>
              <Td>{q.level === SELECTED_LEVEL ? (selectedLevel ?? '—') : q.level}</Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
