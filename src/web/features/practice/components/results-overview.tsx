import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import {
  ratingBand,
  scoreColour,
  secondsPerQuestion,
  type ScoreColour,
} from '../../../../domain/scoring';
import type { AttemptResult } from '../api/types';
import { colourTone } from './level-card';

export const colourText: Record<ScoreColour, string> = {
  green: 'text-green-700',
  yellow: 'text-yellow-700',
  red: 'text-red-700',
};
const colourBar: Record<ScoreColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

export function formatDuration(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
}

function Stat({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('space-y-1 p-4', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      {children}
    </Card>
  );
}

export function ResultsOverview({
  result,
  topics,
  strong,
}: {
  result: AttemptResult;
  topics: number;
  strong: number;
}) {
  const colour = scoreColour(result.score);
  const unanswered = result.questions.filter((q) => q.selected === null).length;
  const incorrect = result.totalQuestions - result.correctAnswers;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Stat label="Final score" className="sm:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <p className={cn('text-4xl font-bold', colourText[colour])} data-testid="final-score">
            {result.score}%
          </p>
          <Badge tone={colourTone[colour]} className="text-sm">
            {ratingBand(result.score)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {result.correctAnswers} of {result.totalQuestions} correct
        </p>
      </Stat>
      <Stat label="Time taken">
        <p className="text-2xl font-bold">{formatDuration(result.timeTaken)}</p>
        <p className="text-sm text-muted-foreground">
          Average {secondsPerQuestion(result.timeTaken, result.totalQuestions)}s per question
        </p>
      </Stat>
      <Stat label="Accuracy rate">
        <p className="text-2xl font-bold">{result.score}%</p>
        <ProgressBar value={result.score} label="Accuracy rate" barClassName={colourBar[colour]} />
      </Stat>
      <Stat label="Summary" className="sm:col-span-2">
        <dl className="grid grid-cols-2 gap-2 pt-1 text-center sm:grid-cols-4">
          <Fact
            term="Correct"
            value={result.correctAnswers}
            className="bg-green-50 text-green-800"
          />
          <Fact term="Incorrect" value={incorrect} className="bg-red-50 text-red-800" />
          <Fact term="Topics" value={topics} className="bg-blue-50 text-blue-800" />
          <Fact term="Strong topics" value={strong} className="bg-emerald-50 text-emerald-800" />
        </dl>
        {unanswered > 0 ? (
          <p className="pt-1 text-sm text-muted-foreground">
            Incorrect includes {unanswered} unanswered question{unanswered === 1 ? '' : 's'}.
          </p>
        ) : null}
      </Stat>
    </div>
  );
}

function Fact({ term, value, className }: { term: string; value: number; className: string }) {
  return (
    <div className={cn('rounded-lg p-3', className)}>
      <dd className="text-2xl font-bold">{value}</dd>
      <dt className="text-xs font-medium">{term}</dt>
    </div>
  );
}
