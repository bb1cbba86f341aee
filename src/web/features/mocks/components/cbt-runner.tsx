import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { Calculator } from '../../../components/calculator/calculator';
import { clearAttemptLocal } from '../../../components/quiz/attempt-local';
import type { AnswerSaving } from '../../../components/quiz/hooks/autosaver';
import { useAutosave } from '../../../components/quiz/hooks/use-autosave';
import { useFlags } from '../../../components/quiz/hooks/use-flags';
import { useInertOutside } from '../../../components/quiz/hooks/use-inert-outside';
import { useSubmission } from '../../../components/quiz/hooks/use-submission';
import { useToastsBelowHeader } from '../../../components/quiz/hooks/use-toasts-below-header';
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
import { CbtHeader } from './cbt-header';
import { CbtFooter } from './cbt-footer';
import { CBT_PANEL_ID, CbtTabs, cbtTabId } from './cbt-tabs';
import { CbtGrid } from './cbt-grid';
import { CbtQuestionPane } from './cbt-question-pane';
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

  // Two paths can ask at once (a double tap, the timer): one submit.
  const submitting = useRef(false);
  const doSubmit = async () => {
    if (busy || submitting.current) return;
    submitting.current = true;
    setFinishing(true);
    saver.stop();
    await clock.flush();
    send(answers, (e) => {
      submitting.current = false;
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
      <CbtHeader
        title={title}
        status={status}
        deadlineAt={paper.deadlineAt}
        clockOffsetMs={paper.clockOffsetMs}
        onExpire={onExpire}
        onExit={() => setExitOpen(true)}
      >
        <CbtTabs tabs={progress} current={sectionIndex} onSelect={selectTab} />
      </CbtHeader>
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
            <CbtQuestionPane
              section={section}
              question={question}
              n={n}
              passage={passage}
              passageRange={range}
              selected={answers[question.id]}
              flagged={flags.has(question.id)}
              onChoose={choose}
              onFlag={toggleFlag}
              gridId={GRID_ID}
              gridOpen={gridOpen}
              onToggleGrid={() => {
                setGridOpen((open) => !open);
                if (!gridOpen && !isDesktop()) setCalcOpen(false);
              }}
              questionRef={questionRef}
            />
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
      <CbtFooter
        canPrevious={current > 0}
        canNext={current < questions.length - 1}
        busy={busy}
        calculatorOpen={calcOpen}
        calculatorId={CALCULATOR_ID}
        toggleRef={calcToggleRef}
        onPrevious={() => goTo(current - 1)}
        onNext={() => goTo(current + 1)}
        onToggleCalculator={() => {
          if (calcOpen) return closeCalculator();
          setCalcOpen(true);
          // One sheet at a time on a phone: the question stays in view above it.
          if (!isDesktop()) setGridOpen(false);
        }}
        onSubmit={() => setConfirmOpen(true)}
      />
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
