import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { RETRY_LABEL, RIGHT_SESSIONS_TO_CLEAR } from '../../../../domain/mistakes';
import type { MistakesSummary } from '../api/types';

const minutes = (seconds: number) => {
  const m = Math.ceil(seconds / 60);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
};

const RULE =
  `A question leaves this list once you answer it right in ${RIGHT_SESSIONS_TO_CLEAR} different ` +
  'quizzes, and comes back if you miss it again.';

/** Before the timer starts: how many questions, how long, and what a retry quiz changes. */
export function RetryIntro({
  summary,
  starting,
  onStart,
}: {
  summary: MistakesSummary;
  starting: boolean;
  onStart: () => void;
}) {
  const { examType, subject, questionCount, timeLimitSeconds, openAttempt } = summary;
  const facts = [
    ['Exam', examDisplayName(examType)],
    ['Subject', subjectDisplayName(subject)],
    ['Questions', String(questionCount)],
    ['Time limit', minutes(timeLimitSeconds)],
  ] as const;
  return (
    <Card className="mx-auto max-w-lg space-y-4 p-5" data-testid="retry-intro">
      <h1 className="text-xl font-bold">{RETRY_LABEL}</h1>
      <p className="text-sm">
        The questions you last answered wrong or skipped in {subjectDisplayName(subject)}, newest
        first, from every level you have practised.
      </p>
      {openAttempt ? null : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
          {RULE}
        </li>
        <li className="flex gap-2">
          <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
          The timer starts when you press Start. Your level progress does not change.
        </li>
      </ul>
      <Button className="w-full" onClick={onStart} disabled={starting} data-testid="start-retry">
        {openAttempt ? 'Continue Quiz' : 'Start Quiz'}
      </Button>
    </Card>
  );
}

/** Nothing to retry in the subject: say why, and where to find questions to practise. */
export function RetryEmpty({ exam, subject }: { exam: string; subject: string }) {
  return (
    <RetryNotice
      title="No mistakes to retry"
      testId="retry-empty"
      action={
        <>
          <Link to={paths.app.subject.getHref(exam, subject)} className={buttonClasses()}>
            Practise {subjectDisplayName(subject)}
          </Link>
          <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
            Dashboard
          </Link>
        </>
      }
    >
      <span className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-green-700">
        <Icon name="check" className="h-7 w-7" />
      </span>
      <p>
        Nothing to retry in {examDisplayName(exam)} {subjectDisplayName(subject)} right now.
        Questions you answer wrong or skip in a quiz come here until you get them right in{' '}
        {RIGHT_SESSIONS_TO_CLEAR} different quizzes.
      </p>
    </RetryNotice>
  );
}

export function RetryNotice({
  title,
  children,
  action,
  testId = 'retry-notice',
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center" data-testid={testId}>
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:justify-center">{action}</div>
    </Card>
  );
}
