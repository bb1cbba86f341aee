import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AnswerReview } from '../../../components/quiz/answer-review';
import { scorePercent } from '../../../../domain/scoring';
import { topicLabel, type TopicLabel } from '../../../../domain/topic-analysis';
import type { Passage } from '../../../../domain/passages';
import type { MockResult, MockResultSection } from '../api/types';

const labelTone: Record<TopicLabel, BadgeTone> = {
  Strong: 'success',
  Good: 'warning',
  'Needs Work': 'danger',
};
const labelBar: Record<TopicLabel, string> = {
  Strong: 'bg-green-600',
  Good: 'bg-yellow-500',
  'Needs Work': 'bg-red-600',
};

type Section = MockResultSection & { questions: MockResult['questions'] };

/**
 * One subject of a submitted mock: its topics, weakest first (the server's counts), and the review
 * of its questions with explanations, numbered as on the paper's subject tab. The review mounts
 * when asked for: a UTME subject has up to 60 questions.
 */
export function MockSectionDetail({
  section,
  passages,
}: {
  section: Section;
  passages?: readonly Passage[];
}) {
  const [reviewing, setReviewing] = useState(false);
  const topics = section.topics
    .map((t) => ({ ...t, percentage: scorePercent(t.correct, t.total) }))
    .sort((a, b) => a.percentage - b.percentage || a.topic.localeCompare(b.topic));
  const reviewId = `mock-review-${section.subject}`;
  return (
    <div className="space-y-4">
      <section aria-label={`${section.name} topics`} className="space-y-2">
        <h3 className="font-semibold">Topics in {section.name}</h3>
        <Card className="px-3">
          <ul className="divide-y">
            {topics.map((t) => {
              const label = topicLabel(t.percentage);
              return (
                <li key={t.topic} className="space-y-1 py-2" data-testid="mock-topic">
                  <div className="flex items-center justify-between gap-2">
                    <span className="min-w-0 font-medium">{t.topic}</span>
                    <Badge tone={labelTone[label]}>{label}</Badge>
                  </div>
                  <div className="flex items-center gap-3">
                    <ProgressBar
                      value={t.percentage}
                      label={`${t.topic} score`}
                      barClassName={labelBar[label]}
                      className="flex-1"
                    />
                    <span className="w-24 shrink-0 text-right text-sm text-muted-foreground">
                      {t.correct}/{t.total} · {t.percentage}%
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      </section>
      <section aria-label={`${section.name} review`} className="space-y-2">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          aria-expanded={reviewing}
          aria-controls={reviewId}
          onClick={() => setReviewing((r) => !r)}
          data-testid="mock-review-toggle"
        >
          {reviewing
            ? `Hide the ${section.name} review`
            : `Review ${section.name} answers (${section.questions.length})`}
        </Button>
        <div id={reviewId}>
          {reviewing ? <AnswerReview questions={section.questions} passages={passages} /> : null}
        </div>
      </section>
    </div>
  );
}
