import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { TabList, TabPanel } from '../../../components/ui/tabs';
import { formatDateTime } from '../../../../domain/time';
import { scoreColour, type ScoreColour } from '../../../../domain/scoring';
import { sectionsOf } from '../api/sections';
import type { MockResult, MockResultSection } from '../api/types';
import { paperTitle, spentText } from './mock-texts';
import { MockSectionDetail } from './mock-section-detail';

const colourText: Record<ScoreColour, string> = {
  green: 'text-green-700',
  yellow: 'text-yellow-700',
  red: 'text-red-700',
};

/**
 * A submitted mock (issue 23 item 3): each subject's score /100 and the total (/400 for the UTME),
 * correct/wrong/unanswered and time per subject, then per subject its topics and the review with
 * explanations. Every figure is the server's.
 */
export function MockResults({ result }: { result: MockResult }) {
  const { paper } = result;
  const sections = useMemo(
    () => sectionsOf(result.questions, paper.sections),
    [result.questions, paper.sections],
  );
  const [tab, setTab] = useState(paper.sections[0]?.subject ?? '');
  const open = sections.find((s) => s.subject === tab) ?? sections[0];
  const percent = paper.maxTotal ? Math.round((paper.total / paper.maxTotal) * 100) : 0;
  return (
    <section className="space-y-4" data-testid="mock-results">
      <div>
        <h1 className="text-2xl font-bold">
          {paperTitle(
            paper.exam,
            paper.sections.map((s) => s.subject),
          )}{' '}
          results
        </h1>
        <p className="text-muted-foreground">Submitted {formatDateTime(result.endTime)}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.app.mocks.getHref()} className={buttonClasses()}>
          Back to mock exams
        </Link>
        <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
          Dashboard
        </Link>
      </div>
      <Card className="space-y-1 p-4">
        <p className="text-sm text-muted-foreground">
          {paper.sections.length > 1 ? 'Total score' : 'Score'}
        </p>
        <p
          className={cn('text-4xl font-bold', colourText[scoreColour(percent)])}
          data-testid="mock-total"
        >
          {paper.total}/{paper.maxTotal}
        </p>
        <p className="text-sm text-muted-foreground">
          {paper.sections.length > 1
            ? `Each subject is scored out of 100. Time taken: ${spentText(result.timeTaken)}.`
            : `Time taken: ${spentText(result.timeTaken)}.`}
        </p>
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2">
        {paper.sections.map((s) => (
          <li key={s.subject}>
            <SectionScore section={s} />
          </li>
        ))}
      </ul>
      {open ? (
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">Topics and review</h2>
          {sections.length > 1 ? (
            <div className="overflow-x-auto">
              <TabList
                tabs={sections.map((s) => ({ value: s.subject, label: s.name }))}
                value={open.subject}
                onChange={setTab}
                idPrefix="mock-subject"
                label="Subject"
                large
                className="min-w-max"
              />
            </div>
          ) : null}
          {sections.length > 1 ? (
            <TabPanel idPrefix="mock-subject" value={open.subject}>
              <MockSectionDetail key={open.subject} section={open} passages={result.passages} />
            </TabPanel>
          ) : (
            <MockSectionDetail section={open} passages={result.passages} />
          )}
        </div>
      ) : null}
    </section>
  );
}

function SectionScore({ section: s }: { section: MockResultSection }) {
  const facts = [
    ['Correct', s.correct, 'bg-green-50 text-green-800'],
    ['Wrong', s.wrong, 'bg-red-50 text-red-800'],
    ['Unanswered', s.unanswered, 'bg-muted text-muted-foreground'],
  ] as const;
  return (
    <Card className="space-y-2 p-4" data-testid={`mock-section-${s.subject}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{s.name}</h2>
        <p className={cn('text-2xl font-bold', colourText[scoreColour(s.score)])}>{s.score}/100</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {facts.map(([term, value, tone]) => (
          <div key={term} className={cn('rounded-lg p-2', tone)}>
            <dt className="text-xs font-medium">{term}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {s.count} questions · time spent: {spentText(s.seconds)}
      </p>
    </Card>
  );
}
