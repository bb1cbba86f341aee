import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { QuizRunner } from '../../../components/quiz/quiz-runner';
import { clearAttemptLocal } from '../../../components/quiz/attempt-local';
import type { Answers, QuizQuestion, RunnerAttempt } from '../../../components/quiz/types';
import { examShortName, subjectDisplayName } from '../../../../domain/catalogue';
import { practiceAttempts } from '../api/attempts';
import { useAttemptSubmitted, withQuestionTexts } from '../api/attempt-submitted';
import type { AttemptResult, ClientAttempt, SubmittedResult } from '../api/types';

/** A submit's result, with the achievements it earned (the submit alone says so, once). */
type Submitted = AttemptResult & Pick<SubmittedResult, 'earned'>;

/** A practice level as the runner's storage names it (which attempt is open for it). */
export const levelTarget = (exam: string, subject: string, level: number) =>
  `${exam}:${subject}:${level}`;

/** "Practice Now" on a topic: that topic's questions first, the rest after, order otherwise kept. */
function topicFirst(questions: QuizQuestion[], topic: string | null) {
  const t = topic?.toLowerCase();
  if (!t) return questions;
  const first = questions.filter((q) => q.topic?.toLowerCase() === t);
  return [...first, ...questions.filter((q) => q.topic?.toLowerCase() !== t)];
}

/** A practice level's attempt in the shared runner: its title, topic order, calls and toasts. */
export function PracticeRunner({
  attempt,
  topic,
  onSubmitted,
}: {
  attempt: ClientAttempt;
  topic: string | null;
  onSubmitted: (result: AttemptResult) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attemptSubmitted = useAttemptSubmitted();
  const { attemptId, examType, subject, level } = attempt;

  const runner = useMemo<RunnerAttempt>(
    () => ({
      attemptId,
      // The short exam name leaves room at 360 px; the header never cuts the level.
      title: `${examShortName(examType)} · ${subjectDisplayName(subject)} · Level ${level}`,
      questions: topicFirst(attempt.questions, topic),
      passages: attempt.passages,
      // The server stores only option keys it has checked; its type says string.
      answers: attempt.answers as Answers,
      deadlineAt: attempt.deadlineAt,
      clockOffsetMs: attempt.clockOffsetMs,
    }),
    [attempt, attemptId, examType, subject, level, topic],
  );
  const onTopic = topic
    ? runner.questions.filter((q) => q.topic?.toLowerCase() === topic.toLowerCase()).length
    : 0;

  const submitted = useCallback(
    (result: Submitted) => {
      attemptSubmitted(result);
      clearAttemptLocal(attemptId, levelTarget(examType, subject, level));
      toast.success('Quiz Completed!', {
        description: `Your score: ${result.score}% (${result.correctAnswers}/${result.totalQuestions} correct)`,
      });
      if (result.earned.length > 0)
        toast.success('Achievement unlocked', {
          description: result.earned.map((a) => a.title).join(', '),
          // Long enough to read on the results screen, which opens 1.5 s after the submit.
          duration: 8000,
        });
      onSubmitted(result);
    },
    [attemptSubmitted, attemptId, examType, subject, level, onSubmitted],
  );

  return (
    <QuizRunner
      attempt={runner}
      intro={
        topic ? (
          <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
            {onTopic > 0
              ? `Practising ${topic}: ${onTopic === 1 ? 'the first question is' : `the first ${onTopic} questions are`} on this topic.`
              : `This quiz has no ${topic} questions, so you are practising the whole level.`}
          </p>
        ) : null
      }
      saveAnswers={(patch) => practiceAttempts.save(attemptId, patch)}
      saveAnswersOnExit={(patch) => practiceAttempts.saveOnExit(attemptId, patch)}
      submit={async (answers): Promise<Submitted> => {
        const submitted = await practiceAttempts.submit(attemptId, answers);
        return {
          ...withQuestionTexts(submitted, attempt.questions, attempt.passages),
          earned: submitted.earned,
        };
      }}
      onSubmitted={submitted}
      onExit={() => {
        // The level's card now shows the attempt in progress: read the list afresh next time.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.practice.levels(examType, subject),
          refetchType: 'none',
        });
        toast.message('Your quiz is saved', {
          description: 'The timer keeps running. Open this level again to carry on.',
        });
        navigate(paths.app.dashboard.getHref());
      }}
    />
  );
}
