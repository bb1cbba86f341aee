import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import type { AttemptResult, LevelCard } from '../api/types';
import { Icon } from '../../../components/ui/icon';

/** Before the timer starts: what the quiz is, and that its questions are AI-generated practice. */
export function QuizDisclaimer({
  exam,
  subject,
  card,
  topic,
  expired,
  starting,
  onStart,
}: {
  exam: string;
  subject: string;
  card: LevelCard;
  topic: string | null;
  /** The last attempt ran out of time and was submitted with its saved answers. */
  expired: Pick<AttemptResult, 'score'> | null;
  starting: boolean;
  onStart: () => void;
}) {
  // An attempt open on another phone (or with this phone's storage cleared): Start resumes it.
  const resuming = card.openAttempt !== null && !expired;
  const facts = [
    ['Exam', examDisplayName(exam)],
    ['Subject', subjectDisplayName(subject)],
    ['Level', String(card.level)],
    ['Questions', String(card.questionCount)],
    [
      'Time limit',
      `${card.timeLimitMinutes} ${card.timeLimitMinutes === 1 ? 'minute' : 'minutes'}`,
    ],
  ] as const;
  return (
    <Card className="mx-auto max-w-lg space-y-4 p-5" data-testid="quiz-disclaimer">
      <h1 className="text-xl font-bold">Ready for Level {card.level}?</h1>
      {expired ? (
        <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground" role="status">
          Time ran out on your last attempt, so it was submitted with your saved answers (
          {expired.score}%).{' '}
          <Link
            className="font-medium underline"
            to={paths.app.levelResults.getHref(exam, subject, card.level)}
          >
            See results
          </Link>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {topic ? (
        <p className="text-sm">
          Practising <strong>{topic}</strong>: questions on this topic come first when the level has
          them.
        </p>
      ) : null}
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">Please note</p>
        <p>
          These are AI-generated practice questions, not real exam questions. Use them to practise
          and to find topics to revise.
        </p>
      </div>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex gap-2">
          <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
          The timer starts when you press Start and keeps running if you leave; at zero your answers
          are submitted.
        </li>
        <li className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
          Answers save as you go, so you can reload or continue on another phone.
        </li>
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.app.subject.getHref(exam, subject)} className={buttonClasses('outline')}>
          Back to Levels
        </Link>
        <Button onClick={onStart} disabled={starting} data-testid="start-quiz">
          {resuming
            ? starting
              ? 'Resuming...'
              : 'Resume Quiz'
            : starting
              ? 'Starting...'
              : 'Start Quiz'}
        </Button>
      </div>
    </Card>
  );
}
