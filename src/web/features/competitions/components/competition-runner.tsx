import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { QuizRunner } from '../../../components/quiz/quiz-runner';
import type { Answers, RunnerAttempt } from '../../../components/quiz/types';
import { COMPETITION_LIMITS, COMPETITION_MESSAGES } from '../../../../domain/competitions';
import { entryAttempts } from '../api/entry';
import type { ClientEntry, SubmittedEntry } from '../api/types';
import { useTabSwitches } from '../hooks/use-tab-switches';

/**
 * A competition entry in the shared quiz runner: the server's deadline (a late joiner's is the
 * competition's end), red at 60 s, autosave, auto-submit at zero; leaving the page is counted.
 */
export function CompetitionRunner({
  entry,
  title,
  onSubmitted,
}: {
  entry: ClientEntry;
  title: string;
  onSubmitted: (result: SubmittedEntry) => void;
}) {
  const navigate = useNavigate();
  const { attemptId } = entry;
  useTabSwitches(attemptId);

  const runner = useMemo<RunnerAttempt>(
    () => ({
      attemptId,
      title,
      questions: entry.questions,
      // The server stores only option keys it has checked; its type says string.
      answers: entry.answers as Answers,
      deadlineAt: entry.deadlineAt,
      clockOffsetMs: entry.clockOffsetMs,
    }),
    [attemptId, title, entry],
  );

  const submitted = useCallback(
    (result: SubmittedEntry) => {
      toast.success(result.message || COMPETITION_MESSAGES.submitted);
      onSubmitted(result);
    },
    [onSubmitted],
  );

  return (
    <QuizRunner
      attempt={runner}
      lowSeconds={COMPETITION_LIMITS.timerWarningSeconds}
      submitFailedText={COMPETITION_MESSAGES.submitFailed}
      saveAnswers={(patch) => entryAttempts.save(attemptId, patch)}
      saveAnswersOnExit={(patch) => entryAttempts.saveOnExit(attemptId, patch)}
      submit={(answers) => entryAttempts.submit(attemptId, answers)}
      onSubmitted={submitted}
      onExit={() => {
        toast.message('Your answers are saved', {
          description: 'The timer keeps running. Open the competition again to carry on.',
        });
        navigate(paths.app.competitions.getHref());
      }}
    />
  );
}
