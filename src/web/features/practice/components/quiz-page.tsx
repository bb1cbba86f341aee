import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { useLevels } from '../api/get-levels';
import { useQuiz } from '../api/get-quiz';
import { useStartQuiz } from '../api/start-quiz';
import type { ClientQuiz, QuizResult } from '../api/keys';
import { clearAttempt, readLevelAttempt, writeLevelAttempt } from '../hooks/attempt-storage';
import { Notice } from './params-gate';
import { QuizDisclaimer } from './quiz-disclaimer';
import { QuizRunner } from './quiz-runner';
import { QuizCompleted } from './quiz-completed';

/** Toasts over a running quiz cover its timer: keep them brief. */
const SHORT = 2500;

type Props = { exam: string; subject: string; level: number; topic: string | null };

/** Codes whose server message is the text to show (spec §8); anything else is a load failure. */
const SHOWN = new Set([
  'NO_QUESTIONS',
  'NO_VALID_QUESTIONS',
  'LEVEL_LOCKED',
  'PREMIUM_REQUIRED',
  'VALIDATION_FAILED',
]);
const startError = (e: unknown) =>
  e instanceof ApiError && SHOWN.has(e.code)
    ? e.message
    : 'Failed to load questions. Please try again.';

/**
 * The quiz of one level: loading, disclaimer, the running quiz (resumed straight away when this
 * phone has an open attempt of the level), then the completed screen (spec §4).
 */
export function QuizPage({ exam, subject, level, topic }: Props) {
  const [storedId] = useState(() => readLevelAttempt(exam, subject, level));
  const levels = useLevels(exam, subject);
  const resume = useQuiz(storedId);
  const start = useStartQuiz();
  const [started, setStarted] = useState<ClientQuiz | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);

  const resumed = resume.data?.status === 'in_progress' ? resume.data : null;
  const expired = resume.data?.status === 'completed' ? resume.data : null;
  const quiz = started ?? resumed;

  useEffect(() => {
    if (expired || resume.isError) clearAttempt(exam, subject, level, storedId ?? undefined);
  }, [expired, resume.isError, exam, subject, level, storedId]);

  const onStart = () =>
    start.mutate(
      { examType: exam, subject, level },
      {
        onSuccess: (q) => {
          writeLevelAttempt(exam, subject, level, q.attemptId);
          setStarted(q);
          const elapsed = Date.parse(q.serverNow) - Date.parse(q.startedAt);
          if (Object.keys(q.answers).length > 0 || elapsed > 15_000) {
            toast.success('Quiz resumed', {
              description: 'Your saved answers and the time left were kept.',
              duration: SHORT,
            });
          } else {
            toast.success(`Loaded ${q.questions.length} questions for Level ${level}`, {
              duration: SHORT,
            });
            toast.success('Quiz Started!', {
              description: 'Good luck! The timer is now running.',
              duration: SHORT,
            });
          }
        },
        onError: (e) => toast.error(startError(e)),
      },
    );

  if (result) return <QuizCompleted result={result} />;
  if (quiz)
    return <QuizRunner key={quiz.attemptId} quiz={quiz} topic={topic} onFinished={setResult} />;
  if (levels.isPending || (storedId && resume.isPending) || start.isPending)
    return <Loading text="Loading questions..." />;

  const back = (
    <Link to={paths.app.subject.getHref(exam, subject)} className={buttonClasses('outline')}>
      Back to Levels
    </Link>
  );
  if (start.isError) {
    const premium = start.error instanceof ApiError && start.error.code === 'PREMIUM_REQUIRED';
    return (
      <Notice
        title="Could not start the quiz"
        action={
          <>
            {back}
            {premium ? (
              <Link to={paths.app.subscription.getHref()} className={buttonClasses()}>
                See Premium
              </Link>
            ) : (
              <Button onClick={onStart}>Try Again</Button>
            )}
          </>
        }
      >
        <p role="alert">{startError(start.error)}</p>
      </Notice>
    );
  }
  if (levels.isError) {
    return (
      <Notice
        title="Could not load the quiz"
        action={<Button onClick={() => void levels.refetch()}>Try Again</Button>}
      >
        <p role="alert">Failed to load questions. Please try again.</p>
      </Notice>
    );
  }

  const card = levels.data.levels.find((l) => l.level === level);
  if (!card) {
    return (
      <Notice title="No questions yet" action={back}>
        <p role="alert">
          No questions found for {examDisplayName(exam)}/{subjectDisplayName(subject)}/Level {level}
          . Please contact your administrator.
        </p>
      </Notice>
    );
  }
  if (card.premiumLocked) {
    return (
      <Notice
        title={`Level ${level} is a Premium level`}
        action={
          <>
            {back}
            <Link to={paths.app.subscription.getHref()} className={buttonClasses()}>
              See Premium
            </Link>
          </>
        }
      >
        Levels 1 to 10 are free. Upgrade to Premium to practise every level up to 50.
      </Notice>
    );
  }
  if (card.state === 'locked') {
    return (
      <Notice title={`Level ${level} is locked`} action={back}>
        Complete Level {level - 1} first to unlock it.
      </Notice>
    );
  }
  return (
    <QuizDisclaimer
      exam={exam}
      subject={subject}
      card={card}
      topic={topic}
      expired={expired}
      starting={start.isPending}
      onStart={onStart}
    />
  );
}
