import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import type { TopicSummary } from '../../../../domain/topic-analysis';
import { subjectDisplayName } from '../../../../domain/catalogue';
import { RETRY_LABEL, RIGHT_SESSIONS_TO_CLEAR } from '../../../../domain/mistakes';
import type { AttemptResult } from '../api/types';
import { ResultActions, retakeHref, type ResultKind } from './result-actions';

const STUDY_TIPS = [
  'Read the explanation of every question you missed, then try to solve it again without looking.',
  'Practise a little every day: short daily sessions beat one long one and keep your streak alive.',
  'Work against the clock: aim for a steady pace so the last questions get as much care as the first.',
  'Start with your weakest topics, then retake the level to check that your score has improved.',
];

/**
 * Retry my mistakes (issue 10), after a level's quiz with wrong or skipped answers: a quiz of the
 * questions the student last missed in the subject. A retry quiz's own results retake one instead.
 */
function RetryMistakes({ result }: { result: AttemptResult }) {
  const missed = result.totalQuestions - result.correctAnswers;
  const subject = subjectDisplayName(result.subject);
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{RETRY_LABEL}</h2>
      <p className="text-sm text-muted-foreground">
        You missed {missed} {missed === 1 ? 'question' : 'questions'} in this quiz. Practise the
        questions you got wrong in {subject} until you answer each right in{' '}
        {RIGHT_SESSIONS_TO_CLEAR} quizzes. Your level progress does not change.
      </p>
      <Link
        to={paths.app.mistakes.getHref(result.examType.toLowerCase(), result.subject.toLowerCase())}
        className={`${buttonClasses('default')} w-full sm:w-auto`}
        data-testid="retry-mistakes"
      >
        {RETRY_LABEL}
      </Link>
    </Card>
  );
}

/**
 * Retry my mistakes, priority topics with Practice Now (a quiz of this level with that topic
 * first; a retry quiz has no level, so it lists them only), strengths, tips.
 */
export function ResultsTips({
  result,
  kind = 'practice',
  priority,
  strong,
}: {
  result: AttemptResult;
  kind?: ResultKind;
  priority: TopicSummary<unknown>[];
  strong: TopicSummary<unknown>[];
}) {
  const missedSome = result.correctAnswers < result.totalQuestions;
  return (
    <div className="space-y-4">
      {kind === 'practice' && missedSome ? <RetryMistakes result={result} /> : null}
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold">Priority topics</h2>
        {priority.length === 0 ? (
          <p className="text-sm text-muted-foreground">No topic below 70% this time. Well done!</p>
        ) : (
          <ul className="space-y-2">
            {priority.map((t) => (
              <li
                key={t.topic}
                className="flex items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div>
                  <p className="font-medium">{t.topic}</p>
                  <p className="text-sm text-muted-foreground">{t.percentage}% correct</p>
                </div>
                {kind === 'practice' ? (
                  <Link
                    to={`${retakeHref(result)}?topic=${encodeURIComponent(t.topic)}`}
                    className={`${buttonClasses('default', 'sm')} shrink-0 whitespace-nowrap`}
                    aria-label={`Practice Now: ${t.topic}`}
                  >
                    Practice Now
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold">Strong areas</h2>
        {strong.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No topic at 80% or more yet. Keep practising to build your strengths.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {strong.map((t) => (
              <li key={t.topic}>
                <Badge tone="success" className="text-sm">
                  {t.topic} · {t.percentage}%
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold">Study tips</h2>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {STUDY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </Card>
      <ResultActions result={result} kind={kind} />
    </div>
  );
}
