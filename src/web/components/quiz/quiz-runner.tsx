import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api-errors';
import { clearAttemptLocal } from './attempt-local';
import type { AnswerSaving } from './hooks/autosaver';
import { useAutosave } from './hooks/use-autosave';
import { useCurrentQuestion } from './hooks/use-current-question';
import { useFlags } from './hooks/use-flags';
import { useInertOutside } from './hooks/use-inert-outside';
import { useQuizKeys } from './hooks/use-quiz-keys';
import { useSubmission } from './hooks/use-submission';
import type { Answers, RunnerAttempt } from './types';
import { QuizHeader } from './quiz-header';
import { QuestionCard } from './question-card';
import { PassageCard, passageRuns, questionRange } from './passage-card';
import { PaletteLegend, QuestionPalette } from './question-palette';
import { QuizFooter } from './quiz-footer';
import { SubmitDialog } from './submit-dialog';
import { ExitDialog } from './exit-dialog';
import { useToastsBelowHeader } from './hooks/use-toasts-below-header';

export type QuizRunnerProps<R> = AnswerSaving & {
  attempt: RunnerAttempt;
  /** Shown above the first question (practice: the topic being practised). */
  intro?: ReactNode;
  /** Submits the attempt with these answers and resolves to its result; safe to repeat. */
  submit: (answers: Answers) => Promise<R>;
  /** The attempt is submitted: by the student, when time ran out, or by the server meanwhile. */
  onSubmitted: (result: R) => void;
  /** Exit Quiz, once unsent answers are on their way; the attempt stays open, its timer runs on. */
  onExit: () => void;
  /** The timer turns red at this many seconds or fewer (practice: 300, a competition: 60). */
  lowSeconds?: number;
  /** The toast when a submit fails for good. */
  submitFailedText?: string;
};

/**
 * A running attempt, full screen over the app's header and bottom navigation (spec §4): timer,
 * palette, questions, autosave, keyboard, submit. It knows nothing of where the attempt comes
 * from: the feature owning it passes the calls to make and what to do once it is submitted.
 */
export function QuizRunner<R>({
  attempt,
  intro,
  saveAnswers,
  saveAnswersOnExit,
  submit,
  onSubmitted,
  onExit,
  lowSeconds,
  submitFailedText = 'Could not submit your quiz',
}: QuizRunnerProps<R>) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useInertOutside(overlayRef);
  useToastsBelowHeader(overlayRef);

  const { questions, attemptId } = attempt;
  const passageById = useMemo(
    () => new Map((attempt.passages ?? []).map((p) => [p.id, p])),
    [attempt.passages],
  );
  const [flags, toggleFlag] = useFlags(attemptId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const { send, submitted, pending, paused } = useSubmission(
    submit,
    useCallback(
      (result: R) => {
        clearAttemptLocal(attemptId);
        onSubmitted(result);
      },
      [attemptId, onSubmitted],
    ),
  );

  // The server took no more answers (submitted elsewhere, or at its deadline): submitting again
  // changes nothing and answers with the result, graded on what was saved.
  const onClosed = useCallback(
    () =>
      send({}, (e) => toast.error('Could not load your result', { description: errorMessage(e) })),
    [send],
  );
  const { answers, choose, status, saver } = useAutosave(
    attempt,
    { saveAnswers, saveAnswersOnExit },
    onClosed,
  );
  // Resuming: carry on from the first unanswered question.
  const [resumeAt] = useState(() =>
    Object.keys(answers).length > 0
      ? Math.max(
          0,
          questions.findIndex((q) => !answers[q.id]),
        )
      : 0,
  );
  const { current, pin, goTo } = useCurrentQuestion(scrollRef, questions.length, resumeAt);
  const answered = questions.filter((q) => answers[q.id]).length;

  const doSubmit = () => {
    if (submitted || pending) return;
    saver.stop();
    send(answers, (e) => {
      saver.resume();
      setConfirmOpen(false);
      toast.error(submitFailedText, { description: errorMessage(e) });
    });
  };
  const onExpire = () => {
    setConfirmOpen(false);
    setExitOpen(false);
    toast.message("Time's up!", { description: 'Submitting your answers...' });
    doSubmit();
  };
  const askSubmit = () => answered > 0 && setConfirmOpen(true);
  // The timer runs on while the student is away: ask first, and say so.
  const exit = () => {
    setExitOpen(false);
    saver.saveOnExit();
    onExit();
  };

  useQuizKeys(!confirmOpen && !exitOpen && !pending && !submitted, {
    choose: (i) => {
      const q = questions[current];
      const option = q?.options[i];
      if (q && option) choose(q.id, option.key);
    },
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    submit: askSubmit,
  });

  const jumpFromDialog = (i: number) => {
    setConfirmOpen(false);
    goTo(i);
  };
  const unanswered = questions.flatMap((q, i) => (answers[q.id] ? [] : [i]));
  const flagged = questions.flatMap((q, i) => (flags.has(q.id) ? [i] : []));

  return (
    <div
      ref={overlayRef}
      className="fixed inset-0 z-50 flex flex-col bg-background"
      data-testid="quiz-runner"
    >
      <QuizHeader
        attempt={attempt}
        current={current}
        total={questions.length}
        answered={answered}
        status={status}
        lowSeconds={lowSeconds}
        onExit={() => setExitOpen(true)}
        onExpire={onExpire}
      />
      <QuestionPalette
        questions={questions}
        answers={answers}
        flags={flags}
        current={current}
        onJump={goTo}
      />
      {/* A size container: an open passage's height is bounded by the list's (passage-card). */}
      <div
        ref={scrollRef}
        className="flex-1 overflow-y-auto overscroll-contain bg-muted/40 [container-type:size]"
      >
        <div className="mx-auto max-w-3xl space-y-4 p-4 pb-[45vh]">
          {intro}
          {passageRuns(questions).map((run) => {
            const cards = run.items.map((q, j) => (
              <QuestionCard
                key={q.id}
                index={run.start + j}
                question={q}
                selected={answers[q.id]}
                flagged={flags.has(q.id)}
                onChoose={choose}
                onFlag={toggleFlag}
                onFocus={pin}
                belowPassage={passageById.has(run.passageId ?? '')}
              />
            ));
            const passage = run.passageId ? passageById.get(run.passageId) : undefined;
            if (!passage) return cards;
            // The passage stays in view while its questions scroll under it.
            return (
              <div key={`passage-${run.start}`} className="space-y-4">
                <PassageCard
                  passage={passage}
                  sticky
                  questionRange={questionRange(run.start, run.items.length)}
                />
                {cards}
              </div>
            );
          })}
          <div className="space-y-2 rounded-lg border bg-card p-4 text-sm">
            <PaletteLegend />
            <p className="hidden text-muted-foreground sm:block">
              Keyboard: A–D choose an answer · N next · P previous · S submit
            </p>
          </div>
        </div>
      </div>
      <QuizFooter
        current={current}
        total={questions.length}
        answered={answered}
        submitting={pending}
        onGoTo={goTo}
        onSubmit={askSubmit}
      />
      <SubmitDialog
        open={confirmOpen}
        answered={answered}
        total={questions.length}
        unanswered={unanswered}
        flagged={flagged}
        pending={pending}
        paused={paused}
        onClose={() => setConfirmOpen(false)}
        onConfirm={doSubmit}
        onJump={jumpFromDialog}
      />
      <ExitDialog open={exitOpen} onStay={() => setExitOpen(false)} onLeave={exit} />
    </div>
  );
}
