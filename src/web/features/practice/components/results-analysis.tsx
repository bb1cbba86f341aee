import { Card } from '../../../components/ui/card';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { TopicLabel, TopicSummary } from '../../../../domain/topic-analysis';

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

/** Each topic with counts, percentage and label, weakest first (spec §2, §9). */
export function ResultsAnalysis({ topics }: { topics: TopicSummary<unknown>[] }) {
  return (
    <ul className="space-y-3">
      {topics.map((t) => (
        <li key={t.topic}>
          <Card className="space-y-2 p-4" data-testid="topic-row">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{t.topic}</span>
              <Badge tone={labelTone[t.label]}>{t.label}</Badge>
            </div>
            <ProgressBar
              value={t.percentage}
              label={`${t.topic} score`}
              barClassName={labelBar[t.label]}
            />
            <p className="flex justify-between text-sm text-muted-foreground">
              <span>
                {t.correctAnswers}/{t.totalQuestions} correct
              </span>
              <span className="font-semibold text-foreground">{t.percentage}%</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
