import { useMemo, useState } from 'react';
import { TabList, TabPanel } from '../../../components/ui/tabs';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { analyseTopics } from '../../../../domain/topic-analysis';
import { RETRY_LABEL } from '../../../../domain/mistakes';
import type { AttemptResult } from '../api/types';
import { ResultsOverview } from './results-overview';
import { ResultsReview } from './results-review';
import { ResultsAnalysis } from './results-analysis';
import { ResultsTips } from './results-tips';
import { ResultActions, type ResultKind } from './result-actions';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'review', label: 'Review' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'tips', label: 'Tips' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The results screen (spec §2): Dashboard and Retake Quiz, then Overview, Review, Analysis, Tips.
 * A retry quiz's results name "Retry my mistakes" where a level's name the level.
 */
export function ResultsView({
  result,
  kind = 'practice',
}: {
  result: AttemptResult;
  kind?: ResultKind;
}) {
  const [tab, setTab] = useState<Tab>('overview');
  const analysis = useMemo(() => analyseTopics(result.questions), [result.questions]);
  return (
    <section className="space-y-4" data-testid="quiz-results">
      <div>
        <h1 className="text-2xl font-bold">Quiz Results</h1>
        <p className="text-muted-foreground">
          {examDisplayName(result.examType)} · {subjectDisplayName(result.subject)} ·{' '}
          {kind === 'retry' ? RETRY_LABEL : `Level ${result.level}`}
        </p>
      </div>
      <ResultActions result={result} kind={kind} />
      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        idPrefix="results"
        label="Result details"
      />
      <TabPanel idPrefix="results" value={tab}>
        {tab === 'overview' ? (
          <ResultsOverview
            result={result}
            topics={analysis.topics.length}
            strong={analysis.strong.length}
          />
        ) : null}
        {tab === 'review' ? <ResultsReview result={result} /> : null}
        {tab === 'analysis' ? <ResultsAnalysis topics={analysis.topics} /> : null}
        {tab === 'tips' ? (
          <ResultsTips
            result={result}
            kind={kind}
            priority={analysis.priority}
            strong={analysis.strong}
          />
        ) : null}
      </TabPanel>
    </section>
  );
}
