import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-errors';
import { cn } from '../../../../lib/cn';
import { paths } from '../../../../config/paths';
import { examShortName, SUBJECTS, subjectDisplayName } from '../../../../../domain/catalogue';
import { FREE_MAX_LEVEL } from '../../../../../domain/constants';
import { MOCK_EXAMS, type MockExam } from '../../../../../domain/mock-exams';
import { useCoverage, type CoverageCell } from '../api/coverage';
import { controlled, ScopeSelects } from '../../kit/fields';
import { EXAM_OPTIONS } from '../../kit/options';
import { MockPapersTable } from './mock-papers-table';

/** Manage, filtered to the questions an exam serves at one level of a subject. */
export const manageHref = (c: Pick<CoverageCell, 'examType' | 'subject' | 'level'>) =>
  `${paths.app.admin.getHref()}?tab=manage&exam=${c.examType}&subject=${c.subject}&level=${c.level}&scope=served`;
const generateHref = (c: Pick<CoverageCell, 'examType' | 'subject' | 'level'>) =>
  `${paths.app.generateAll.getHref()}?exam=${c.examType}&subject=${c.subject}&level=${c.level}`;

function Cell({ cell, generation }: { cell: CoverageCell | undefined; generation: boolean }) {
  if (!cell) return <span className="text-muted-foreground">–</span>;
  // The name holds the visible "40/40" (axe: label-content-name-mismatch).
  const label = `${examShortName(cell.examType)} ${subjectDisplayName(cell.subject)} level ${cell.level}: ${cell.questionCount}/${cell.threshold} questions${cell.pendingCount ? `, ${cell.pendingCount} pending review` : ''}, ${cell.ready ? 'ready' : 'not ready'}`;
  return (
    <span className="flex flex-col items-center gap-0.5">
      <Link
        to={manageHref(cell)}
        aria-label={label}
        title={label}
        data-ready={cell.ready}
        className={cn(
          'inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded px-1 text-xs tabular-nums',
          cell.ready
            ? 'bg-green-100 text-green-900'
            : 'bg-amber-100 font-semibold text-amber-900 ring-1 ring-amber-500',
        )}
      >
        <span>{cell.questionCount}</span>
        <span className="text-[10px]">/{cell.threshold}</span>
      </Link>
      {cell.pendingCount ? (
        <span className="text-[10px] text-yellow-800">+{cell.pendingCount}</span>
      ) : null}
      {!cell.ready && generation ? (
        <Link
          to={generateHref(cell)}
          className="text-[10px] underline"
          aria-label={`Generate for ${label}`}
        >
          Generate
        </Link>
      ) : null}
    </span>
  );
}

/**
 * Coverage (issue 20 item 6): what each exam serves at each level of each subject against the
 * ready threshold (twice the level's draw). Thin cells are highlighted; each opens Manage there.
 * Below it, the exam's mock papers and whether the bank can fill each (issue 23).
 */
export function CoverageTab() {
  const coverage = useCoverage();
  const [exam, setExam] = useState(EXAM_OPTIONS[0]!.value);
  if (coverage.isPending) return <p>Loading coverage…</p>;
  if (coverage.isError) return <p role="alert">{errorMessage(coverage.error)}</p>;
  const { cells, plans, generation, mocks } = coverage.data;
  const mine = cells.filter((c) => c.examType === exam);
  const top = Math.max(FREE_MAX_LEVEL, ...mine.map((c) => c.level));
  const levels = Array.from({ length: top }, (_, i) => i + 1);
  const subjects = SUBJECTS.filter((s) => mine.some((c) => c.subject === s.code));
  const at = (subject: string, level: number) =>
    mine.find((c) => c.subject === subject && c.level === level);
  const ready = mine.filter((c) => c.ready).length;
  const thin = mine.filter((c) => !c.ready).length;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Coverage</h2>
      <Card className="space-y-1 p-4 text-sm" data-testid="coverage-plans">
        <p>
          <span className="font-medium">Free plan, as students read it:</span>{' '}
          {plans.freeText ?? 'no level is ready yet'}.
        </p>
        <p>
          <span className="font-medium">Premium, as students read it:</span> {plans.premiumGives}
        </p>
      </Card>
      <div className="flex flex-wrap items-end gap-4">
        <ScopeSelects
          idPrefix="coverage"
          exam={{ label: 'Exam', className: 'w-40', ...controlled(exam, setExam) }}
        />
        <p className="text-sm" data-testid="coverage-summary">
          {ready} ready {ready === 1 ? 'level' : 'levels'}, {thin} not ready. A level is ready when{' '}
          {examShortName(exam)} serves at least twice its draw of active questions.
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <table
          className="min-w-full border-collapse text-sm"
          aria-label={`${examShortName(exam)} coverage`}
        >
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-card p-2 text-left">
                Subject
              </th>
              {levels.map((l) => (
                <th key={l} scope="col" className="p-1 text-center font-medium">
                  L{l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subjects.map((s) => (
              <tr key={s.code} className="border-t">
                <th scope="row" className="sticky left-0 bg-card p-2 text-left font-medium">
                  {s.name}
                </th>
                {levels.map((l) => (
                  <td key={l} className="p-1 text-center">
                    <Cell cell={at(s.code, l)} generation={generation} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {MOCK_EXAMS.includes(exam as MockExam) ? (
        <MockPapersTable exam={exam as MockExam} papers={mocks} />
      ) : null}
    </div>
  );
}
