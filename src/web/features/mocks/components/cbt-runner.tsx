import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Calculator } from '../../../components/calculator/calculator';
import { clearAttemptLocal } from '../../../components/quiz/attempt-local';
import type { AnswerSaving, SaveStatus } from '../../../components/quiz/hooks/autosaver';
import { useAutosave } from '../../../components/quiz/hooks/use-autosave';
import { useFlags } from '../../../components/quiz/hooks/use-flags';
import { useInertOutside } from '../../../components/quiz/hooks/use-inert-outside';
import { useSubmission } from '../../../components/quiz/hooks/use-submission';
import { useToastsBelowHeader } from '../../../components/quiz/hooks/use-toasts-below-header';
import { QuestionCard } from '../../../components/quiz/question-card';
import { PassageCard, questionRange } from '../../../components/quiz/passage-card';
import { ExitDialog } from '../../../components/quiz/exit-dialog';
import type { Answers } from '../../../components/quiz/types';
import { useCbtKeys, type CbtKeyAction } from '../hooks/use-cbt-keys';
import {
  clearSubjectSeconds,
  useSubjectSeconds,
  type SaveSeconds,
} from '../hooks/use-subject-seconds';
import type { CbtPaper } from './cbt-types';
import {
  passageRange,
  placeSections,
  resumeIndex,
  sectionIndexOf,
  sectionProgress,
} from './cbt-paper';
import { CbtClock } from './cbt-clock';
import { CBT_PANEL_ID, CbtTabs, cbtTabId } from './cbt-tabs';
import { CbtGrid } from './cbt-grid';
import { CbtSubmitDialog } from './cbt-submit-dialog';

export type CbtRunnerProps<R> = {
  paper: CbtPaper;
  /** "JAMB UTME mock", "WAEC Mathematics mock". */
  title: string;
  /** Autosave: at most one save per 10 s, of the answers changed since the last. */
  saving: AnswerSaving;
  /** The seconds spent on each subject's tab (PUT …/time); `onExit`: keepalive, not awaited. */
  saveSeconds: SaveSeconds;
  /** Submits the paper with these answers; safe to repeat. */
  submit: (answers: Answers) => Promise<R>;
  /** The paper is submitted: by the student, at time up, or by the server meanwhile. */
  onSubmitted: (result: R) => void;
  /** Exit: unsent answers are on their way; the paper stays open and its clock runs on. */
  onExit: () => void;
};

/** Issue 23: answers are saved no more often than every 10 s per student. */
const SAVE_EVERY_MS = 10_000;
const GRID_ID = 'cbt-grid';
const CALCULATOR_ID = 'cbt-calculator';
/** The side-panel layout (Tailwind's lg); below it, the grid and calculator are sheets. */
const isDesktop = () => window.matchMedia('(min-width: 1024px)').matches;

const saveText: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — will retry',
  error: 'Not saved — will send on submit',
};

/**
 * A mock paper as a CBT centre shows it (issue 23): subject tabs with answered counts, one
 * question at a time with its passage, a question grid per subject, flags, Previous/Next across
 * subjects, one clock on the server's deadline, JAMB's keys (use-cbt-keys.ts), the on-screen
 * calculator, a submit that names what is unanswered per subject, and a submit at time up.
 * Desktop (≥ 1024 px): question on the left, grid and calculator on the right. Phone: the grid
 * and the calculator open as sheets below the question.
 */
export function CbtRunner<R>({
  paper,
  title,
  saving,
  saveSeconds,
  submit,
  onSubmitted,
  onExit,
}: CbtRunnerProps<R>) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const calcToggleRef = useRef<HTMLButtonElement>(null);
  useInertOutside(overlayRef);
  useToastsBelowHeader(overlayRef);

  const { attemptId, questions } = paper;
  const sections = useMemo(
    () => placeSections(questions, paper.paper.sections),
    [questions, paper.paper.sections],
  );
  const passageById = useMemo(
    () => new Map((paper.passages ?? []).map((p) => [p.id, p])),
    [paper.passages],
  );
  const [flags, toggleFlag] = useFlags(attemptId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const [calcOpen, setCalcOpen] = useState(false);
  const [gridOpen, setGridOpen] = useState(false);
  // The last time count is on its way; the submit follows it.
  const [finishing, setFinishing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const { send, submitted, pending, paused } = useSubmission(
    submit,
    useCallback(
      (result: R) => {
        clearAttemptLocal(attemptId);
        clearSubjectSeconds(attemptId);
        onSubmitted(result);
      },
      [attemptId, onSubmitted],
    ),
  );
  // The server took no more answers (submitted elsewhere, or past its deadline): submitting
  // again answers with the result, graded on what was saved.
  const onClosed = useCallback(
    () =>
      send({}, (e) => toast.error('Could not load your result', { description: errorMessage(e) })),
    [send],
  );
  const { answers, choose, status, saver } = useAutosave(
    { attemptId, answers: paper.answers as Answers },
    saving,
    onClosed,
    { minIntervalMs: SAVE_EVERY_MS },
  );

  const [current, setCurrent] = useState(() => resumeIndex(questions, answers));
  const sectionIndex = sectionIndexOf(sections, current);
  const section = sections[sectionIndex]!;
  const question = questions[current]!;
  const n = current - section.start + 1;
  // Each subject reopens at the question last seen in it.
  const lastSeen = useRef(new Map<number, number>());
  useEffect(() => {
    lastSeen.current.set(sectionIndex, current);
  }, [sectionIndex, current]);

  const busy = finishing || pending || submitted;
  const clock = useSubjectSeconds(
    attemptId,
    busy ? null : section.subject,
    paper.paper.seconds,
    saveSeconds,
  );

  const progress = useMemo(
    () => sections.map((s) => ({ ...s, ...sectionProgress(s, answers, flags) })),
    [sections, answers, flags],
  );

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [current]);

  const goTo = (index: number) => {
    const i = Math.max(0, Math.min(questions.length - 1, index));
    const s = sections[sectionIndexOf(sections, i)]!;
    setCurrent(i);
    setAnnouncement(`${s.name}, question ${i - s.start + 1} of ${s.count}`);
  };
  const selectTab = (k: number) => goTo(lastSeen.current.get(k) ?? sections[k]!.start);
  const jumpFromGrid = (index: number) => {
    goTo(index);
    // On a phone the grid sheet gives the screen back to the question.
    if (!isDesktop()) {
      setGridOpen(false);
      questionRef.current?.focus();
    }
  };

  const doSubmit = async () => {
    if (busy) return;
    setFinishing(true);
    saver.stop();
    await clock.flush();
    send(answers, (e) => {
      saver.resume();
      setFinishing(false);
      setConfirmOpen(false);
      toast.error('Could not submit your paper', { description: errorMessage(e) });
    });
  };
  const onExpire = () => {
    setConfirmOpen(false);
    setExitOpen(false);
    toast.message("Time's up!", { description: 'Submitting your answers...' });
    void doSubmit();
  };
  const exit = () => {
    setExitOpen(false);
    saver.saveOnExit();
    clock.hidden();
    onExit();
  };
  const closeCalculator = () => {
    setCalcOpen(false);
    calcToggleRef.current?.focus();
  };

  useCbtKeys(
    busy || exitOpen ? 'off' : confirmOpen ? 'confirming' : 'answering',
    (action: CbtKeyAction) => {
      if (action.type === 'choose') {
        const option = question.options[action.option];
        if (option) choose(question.id, option.key);
      } else if (action.type === 'next') goTo(current + 1);
      else if (action.type === 'previous') goTo(current - 1);
      else if (action.type === 'submit') setConfirmOpen(true);
      else setConfirmOpen(false);
    },
  );

  const range = passageRange(section, current);
  const passage = question.passageId ? passageById.get(question.passageId) : undefined;

  return (
    <div
      ref={overlayRef}
      className="fixed inset-0 z-50 flex flex-col bg-background"
      data-testid="cbt-runner"
    >
      <header className="shrink-0 bg-background pt-[max(0.5rem,env(safe-area-inset-top))]">
        <div className="flex items-center gap-3 px-3 pb-2 lg:px-6">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold lg:text-lg" data-testid="cbt-title">
              {title}
            </p>
            <p
              className={cn(
                'h-4 text-xs',
                status === 'offline' || status === 'error'
                  ? 'text-amber-700'
                  : 'text-muted-foreground',
              )}
              data-testid="save-status"
            >
              {saveText[status]}
            </p>
            <p className="sr-only" aria-live="polite">
              {status === 'offline' || status === 'error' ? saveText[status] : ''}
            </p>
          </div>
          <CbtClock
            deadlineAt={paper.deadlineAt}
            clockOffsetMs={paper.clockOffsetMs}
            onExpire={onExpire}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => setExitOpen(true)}
            data-testid="cbt-exit"
          >
            Exit
          </Button>
        </div>
        <CbtTabs
          tabs={progress.map((s) => ({
            subject: s.subject,
            name: s.name,
            answered: s.answered,
            count: s.count,
          }))}
          current={sectionIndex}
          onSelect={selectTab}
        />
      </header>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* A size container: an open passage's height is bounded by it (passage-card). */}
        <main
          ref={scrollRef}
          inert={busy}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-muted/40 [container-type:size]"
        >
          <div
            role="tabpanel"
            id={CBT_PANEL_ID}
            aria-labelledby={cbtTabId(section.subject)}
            className="mx-auto max-w-3xl space-y-3 p-3 pb-8 lg:p-6"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold" data-testid="cbt-position">
                {/* A phone's tab already names the subject. */}
                <span className="max-lg:sr-only">{section.name} · </span>Question {n} of{' '}
                {section.count}
              </p>
              <button
                type="button"
                onClick={() => {
                  setGridOpen((open) => !open);
                  if (!gridOpen && !isDesktop()) setCalcOpen(false);
                }}
                aria-expanded={gridOpen}
                aria-controls={GRID_ID}
                className={cn(buttonClasses('outline', 'sm'), 'h-11 lg:hidden')}
                data-testid="cbt-grid-toggle"
              >
                Questions
                <Icon
                  name="chevron"
                  className={cn(
                    'h-4 w-4 transition-transform',
                    gridOpen ? '-rotate-90' : 'rotate-90',
                  )}
                />
              </button>
            </div>
            {passage && range ? (
              <PassageCard
                key={passage.id}
                passage={passage}
                sticky
                questionRange={questionRange(range[0] - 1, range[1] - range[0] + 1)}
              />
            ) : null}
            <div
              ref={questionRef}
              tabIndex={-1}
              className="outline-none"
              data-testid="cbt-question"
            >
              <QuestionCard
                key={question.id}
                index={n - 1}
                question={question}
                selected={answers[question.id]}
                flagged={flags.has(question.id)}
                onChoose={choose}
                onFlag={toggleFlag}
                onFocus={noop}
                belowPassage={passage !== undefined}
              />
            </div>
            <p className="hidden text-sm text-muted-foreground lg:block">
              Keys: A–D answer · N next · P previous · S submit · R reverse (back out of submitting)
            </p>
          </div>
          <p className="sr-only" aria-live="polite" data-testid="cbt-announcement">
            {announcement}
          </p>
        </main>
        <aside
          aria-label="Question grid and calculator"
          className={cn(
            'shrink-0 space-y-4 overflow-y-auto border-t bg-background p-2 max-lg:max-h-[55vh] lg:w-[25rem] lg:border-t-0 lg:border-l lg:p-4',
            !gridOpen && !calcOpen && 'max-lg:hidden',
          )}
        >
          <CbtGrid
            id={GRID_ID}
            section={section}
            answers={answers}
            flags={flags}
            current={current}
            onJump={jumpFromGrid}
            className={gridOpen ? undefined : 'max-lg:hidden'}
          />
          {calcOpen ? <Calculator id={CALCULATOR_ID} onClose={closeCalculator} /> : null}
        </aside>
      </div>
      <footer className="shrink-0 border-t bg-background px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] lg:px-6">
        <div className="grid grid-cols-4 gap-2 max-lg:text-sm lg:flex lg:justify-end lg:gap-3">
          <Button
            variant="outline"
            className="px-1 lg:px-5"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            data-testid="cbt-previous"
          >
            <Icon name="back" className="h-4 w-4 max-[359px]:hidden" />
            Previous
          </Button>
          <Button
            variant="outline"
            className="px-1 lg:px-5"
            onClick={() => goTo(current + 1)}
            disabled={current === questions.length - 1}
            data-testid="cbt-next"
          >
            Next
            <Icon name="chevron" className="h-4 w-4 max-[359px]:hidden" />
          </Button>
          <button
            ref={calcToggleRef}
            type="button"
            onClick={() => {
              if (calcOpen) return closeCalculator();
              setCalcOpen(true);
              // One sheet at a time on a phone: the question stays in view above it.
              if (!isDesktop()) setGridOpen(false);
            }}
            aria-expanded={calcOpen}
            aria-controls={calcOpen ? CALCULATOR_ID : undefined}
            className={cn(buttonClasses('outline'), 'px-1 lg:order-first lg:mr-auto lg:px-5')}
            data-testid="calculator-toggle"
          >
            Calculator
          </button>
          <Button
            className="px-1 lg:px-6"
            onClick={() => setConfirmOpen(true)}
            disabled={busy}
            data-testid="cbt-submit"
          >
            {busy ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </footer>
      <CbtSubmitDialog
        open={confirmOpen}
        sections={progress}
        pending={busy}
        paused={paused}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void doSubmit()}
        onJump={(k, q) => {
          setConfirmOpen(false);
          goTo(sections[k]!.start + q - 1);
        }}
      />
      <ExitDialog open={exitOpen} onStay={() => setExitOpen(false)} onLeave={exit} />
    </div>
  );
}

/** The card's focus pin is for practice's scrolling list; here one question shows at a time. */
const noop = () => {};
