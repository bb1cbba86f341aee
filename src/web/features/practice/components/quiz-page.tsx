import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { ERROR_TEXTS, hasCode, shownMessage } from '../../../lib/api-errors';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { levelRanges } from '../../../../domain/availability';
import { FREE_MAX_LEVEL } from '../../../../domain/constants';
import { useLevels } from '../api/get-levels';
import { useResumeAttempt, useStartAttempt } from '../api/attempts';
import { invalidateAfterSubmit } from '../api/attempt-submitted';
import type { AttemptResult, ClientAttempt } from '../api/types';
import {
  clearAttemptLocal,
  readOpenAttempt,
  writeOpenAttempt,
} from '../../../components/quiz/attempt-local';
import { Notice } from './params-gate';
import { QuizDisclaimer } from './quiz-disclaimer';
import { levelTarget, PracticeRunner } from './practice-runner';
import { QuizCompleted } from './quiz-completed';

/** Toasts over a running quiz cover its timer: keep them brief. */
const SHORT = 2500;

type Props = { exam: string; subject: string; level: number; topic: string | null };

/** The server's message where it is written for students (spec §8), else a load failure. */
const startError = (e: unknown) => shownMessage(e, ERROR_TEXTS.loadQuestions);

/**
 * The quiz of one level: loading, disclaimer, the running quiz (resumed straight away when this
 * phone has an open attempt of the level), then the completed screen (spec §4).
 */
export function QuizPage({ exam, subject, level, topic }: Props) {
  const target = levelTarget(exam, subject, level);
  const [storedId] = useState(() => readOpenAttempt(target));
  const levels = useLevels(exam, subject);
  const resume = useResumeAttempt(storedId);
  const start = useStartAttempt();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<ClientAttempt | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);

  const resumed = resume.data?.status === 'in_progress' ? resume.data : null;
  const expired = resume.data?.status === 'completed' ? resume.data : null;
  const quiz = started ?? resumed;

  useEffect(() => {
    if (storedId && (expired || resume.isError)) clearAttemptLocal(storedId, target);
  }, [expired, resume.isError, target, storedId]);
  // Found past its deadline, the attempt was submitted just now (resumeAttempt).
  useEffect(() => {
    if (expired) invalidateAfterSubmit(queryClient, expired);
  }, [expired, queryClient]);

  const onStart = () =>
    start.mutate(
      { examType: exam, subject, level },
      {
        onSuccess: (q) => {
          writeOpenAttempt(target, q.attemptId);
          // However the student leaves, the level list is read afresh: it shows the open attempt.
          void queryClient.invalidateQueries({
            queryKey: queryKeys.practice.levels(exam, subject),
            refetchType: 'none',
          });
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
    return (
      <PracticeRunner key={quiz.attemptId} attempt={quiz} topic={topic} onSubmitted={setResult} />
    );
  if (levels.isPending || (storedId && resume.isPending) || start.isPending)
    return <Loading text="Loading questions..." />;

  const back = (
    <Link to={paths.app.subject.getHref(exam, subject)} className={buttonClasses('outline')}>
      Back to Levels
    </Link>
  );
  if (start.isError) {
    const premium = hasCode(start.error, 'PREMIUM_REQUIRED');
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
        <p role="alert">{ERROR_TEXTS.loadQuestions}</p>
      </Notice>
    );
  }

  const card = levels.data.levels.find((l) => l.level === level);
  if (!card) {
    return (
      <Notice title={`Level ${level} is coming soon`} action={back}>
        <p role="alert">
          {examDisplayName(exam)} {subjectDisplayName(subject)} Level {level} does not have enough
          questions yet. It opens once it has enough for a fresh quiz on every retake.
        </p>
      </Notice>
    );
  }
  const premiumLevels = levels.data.levels.filter((l) => l.premiumLocked).map((l) => l.level);
  const before = levels.data.levels.filter((l) => l.level < level).at(-1)?.level ?? level - 1;
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
        Levels 1 to {FREE_MAX_LEVEL} are free. Premium opens{' '}
        {premiumLevels.length === 1 ? 'level' : 'levels'} {levelRanges(premiumLevels)} of{' '}
        {subjectDisplayName(subject)} today.
      </Notice>
    );
  }
  if (card.state === 'locked') {
    return (
      <Notice title={`Level ${level} is locked`} action={back}>
        Complete Level {before} first to unlock it.
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
