import { Link } from 'react-router';
import { Table, TBody, Td, Th, THead } from '../../../../components/ui/table';
import { cn } from '../../../../lib/cn';
import { paths } from '../../../../config/paths';
import { examShortName } from '../../../../../domain/catalogue';
import { mockSubjectName, type MockExam } from '../../../../../domain/mock-exams';
import { mockPapersSummary, paperStatus, type MockPaperSupply } from './mock-papers-status';

// Narrower cells on a phone: the four columns fit 360 px without scrolling sideways.
const CELL = 'max-sm:px-2';

/**
 * Coverage's "Mock papers" (issue 23 item 6): each mock paper of one exam — one per blueprint —
 * with the questions it needs, the questions its ready levels hold, and whether the bank can fill
 * it. The same numbers decide what the students' Mocks page offers.
 */
export function MockPapersTable({
  exam,
  papers,
}: {
  exam: MockExam;
  papers: readonly MockPaperSupply[];
}) {
  const mine = papers.filter((p) => p.exam === exam);
  const name = examShortName(exam);
  return (
    <section className="max-w-3xl space-y-2" aria-labelledby="mock-papers-heading">
      <h3 id="mock-papers-heading" className="font-semibold">
        Mock papers
      </h3>
      <p className="text-sm" data-testid="mock-papers-summary">
        {mockPapersSummary(exam, papers)}
      </p>
      <p className="text-xs text-muted-foreground">
        A paper needs its blueprint&apos;s question count from the active, reviewed questions {name}{' '}
        serves in the subject&apos;s ready levels. Paper sizes and topic weights are set on the{' '}
        <Link to={`${paths.app.admin.getHref()}?tab=blueprints`} className="underline">
          Blueprints tab
        </Link>
        .
      </p>
      {mine.length ? (
        <Table caption={`${name} mock papers`} data-testid="mock-papers">
          <THead>
            <tr>
              <Th className={CELL}>Paper</Th>
              <Th className={cn(CELL, 'text-right')}>Needs</Th>
              <Th className={cn(CELL, 'text-right')}>
                Drawable<span className="sr-only"> questions in ready levels</span>
              </Th>
              <Th className={CELL}>Bank</Th>
            </tr>
          </THead>
          <TBody>
            {mine.map((p) => (
              <tr key={p.subject} data-fillable={p.fillable}>
                <Th scope="row" className={cn(CELL, 'text-left font-medium')}>
                  {mockSubjectName(exam, p.subject)}
                </Th>
                <Td className={cn(CELL, 'text-right tabular-nums')}>{p.questionCount}</Td>
                <Td className={cn(CELL, 'text-right tabular-nums')}>{p.available}</Td>
                <Td className={CELL}>
                  <span
                    className={cn(
                      'inline-block rounded px-2 py-0.5 text-xs font-medium',
                      p.fillable
                        ? 'bg-green-100 text-green-900'
                        : 'bg-amber-100 text-amber-900 ring-1 ring-amber-500',
                    )}
                  >
                    {paperStatus(p)}
                  </span>
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : null}
    </section>
  );
}
