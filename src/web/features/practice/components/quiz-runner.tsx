import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { getQuiz } from '../api/get-quiz';
import { errorMessage } from '../api/http';
import { onQuizFinished, useSubmitQuiz } from '../api/submit-quiz';
import type { ClientQuiz, QuizQuestion, QuizResult } from '../api/keys';
import { clearAttempt } from '../hooks/attempt-storage';
import { useAutosave } from '../hooks/use-autosave';
import { useCurrentQuestion } from '../hooks/use-current-question';
import { useFlags } from '../hooks/use-flags';
import { useInertOutside } from '../hooks/use-inert-outside';
import { useQuizKeys } from '../hooks/use-quiz-keys';
import { QuizHeader } from './quiz-header';
import { QuestionCard } from './question-card';
import { PaletteLegend, QuestionPalette } from './question-palette';
import { SubmitDialog } from './submit-dialog';
import { Icon } from './icons';

/** "Practice Now" on a topic: that topic's questions first, the rest after, order otherwise kept. */
function topicFirst(questions: QuizQuestion[], topic: string | null) {
  const t = topic?.toLowerCase();
  if (!t) return questions;
  const first = questions.filter((q) => q.topic?.toLowerCase() === t);
  return [...first, ...questions.filter((q) => q.topic?.toLowerCase() !== t)];
}

/** The running quiz, full screen over the app's header and bottom navigation (spec §4). */
export function QuizRunner({
  quiz,
  topic,
  onFinished,
}: {
  quiz: ClientQuiz;
  topic: string | null;
  onFinished: (r: QuizResult) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overlayRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useInertOutside(overlayRef);

  const questions = useMemo(() => topicFirst(quiz.questions, topic), [quiz.questions, topic]);
  const onTopic = topic
    ? questions.filter((q) => q.topic?.toLowerCase() === topic.toLowerCase()).length
    : 0;
  const [flags, toggleFlag] = useFlags(quiz.attemptId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const submit = useSubmitQuiz();

  const done = useRef(false);
  const finish = useCallback(
    (result: QuizResult) => {
      if (done.current) return; // a submit and a closed-attempt check can both answer
      done.current = true;
      setFinished(true);
      onQuizFinished(queryClient, result);
      clearAttempt(quiz.examType, quiz.subject, quiz.level, quiz.attemptId);
      toast.success('Quiz Completed!', {
        description: `Your score: ${result.score}% (${result.correctAnswers}/${result.totalQuestions} correct)`,
      });
      onFinished(result);
    },
    [queryClient, quiz, onFinished],
  );

  // The server closed the attempt (deadline passed): it has graded what was saved.
  const onClosed = useCallback(() => {
    getQuiz(quiz.attemptId).then(
      (state) => state.status === 'completed' && finish(state),
      (e) => toast.error('Could not load your result', { description: errorMessage(e) }),
    );
  }, [quiz.attemptId, finish]);

  const { answers, choose, status, saver } = useAutosave(quiz, onClosed);
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
    if (finished || submit.isPending) return;
    saver.stop();
    submit.mutate(
      { id: quiz.attemptId, answers, questions },
      {
        onSuccess: finish,
        onError: (e) => {
          saver.resume();
          setConfirmOpen(false);
          toast.error('Could not submit your quiz', { description: errorMessage(e) });
        },
      },
    );
  };
  const onExpire = () => {
    setConfirmOpen(false);
    toast.message("Time's up!", { description: 'Submitting your answers...' });
    doSubmit();
  };
  const askSubmit = () => answered > 0 && setConfirmOpen(true);
  const exit = () => {
    saver.saveOnExit();
    toast.message('Your quiz is saved', {
      description: 'The timer keeps running. Open this level again to carry on.',
    });
    navigate(paths.app.dashboard.getHref());
  };

  useQuizKeys(!confirmOpen && !submit.isPending && !finished, {
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
        quiz={quiz}
        current={current}
        total={questions.length}
        answered={answered}
        status={status}
        onExit={exit}
        onExpire={onExpire}
      />
      <QuestionPalette
        questions={questions}
        answers={answers}
        flags={flags}
        current={current}
        onJump={goTo}
      />
      <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain bg-muted/40">
        <div className="mx-auto max-w-3xl space-y-4 p-4 pb-[45vh]">
          {topic ? (
            <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
              {onTopic > 0
                ? `Practising ${topic}: ${onTopic === 1 ? 'the first question is' : `the first ${onTopic} questions are`} on this topic.`
                : `This quiz has no ${topic} questions, so you are practising the whole level.`}
            </p>
          ) : null}
          {questions.map((q, i) => (
            <QuestionCard
              key={q.id}
              index={i}
              question={q}
              selected={answers[q.id]}
              flagged={flags.has(q.id)}
              onChoose={choose}
              onFlag={toggleFlag}
              onFocus={pin}
            />
          ))}
          <div className="space-y-2 rounded-lg border bg-card p-4 text-sm">
            <PaletteLegend />
            <p className="hidden text-muted-foreground sm:block">
              Keyboard: A–D choose an answer · N next · P previous · S submit
            </p>
          </div>
        </div>
      </div>
      <footer className="shrink-0 border-t bg-background px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto flex max-w-3xl items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous question"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
          >
            <Icon name="back" className="h-5 w-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next question"
            onClick={() => goTo(current + 1)}
            disabled={current >= questions.length - 1}
          >
            <Icon name="chevron" className="h-5 w-5" />
          </Button>
          <Button
            className="min-w-0 flex-1 px-3 text-sm whitespace-nowrap"
            onClick={askSubmit}
            disabled={answered === 0 || submit.isPending}
            data-testid="submit-quiz"
          >
            {submit.isPending
              ? 'Submitting...'
              : `Submit Quiz (${answered}/${questions.length} answered)`}
          </Button>
        </div>
      </footer>
      <SubmitDialog
        open={confirmOpen}
        answered={answered}
        total={questions.length}
        unanswered={unanswered}
        flagged={flagged}
        pending={submit.isPending}
        paused={submit.isPaused}
        onClose={() => setConfirmOpen(false)}
        onConfirm={doSubmit}
        onJump={jumpFromDialog}
      />
    </div>
  );
}
