import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { UTME_CHOSEN, UTME_COMPULSORY, type MockExam } from '../../../../domain/mock-exams';
import { paperChoice } from '../hooks/mock-choice';
import type { MockAllowance, MockExamOverview, MockSubjectOverview } from '../api/types';
import { allowanceText, minutesText, paperFacts, paperTitle } from './mock-texts';

type Props = {
  exams: readonly MockExamOverview[];
  exam: MockExam;
  onExam: (exam: MockExam) => void;
  chosen: readonly string[];
  onToggle: (subject: string) => void;
  allowance: MockAllowance;
  /** The exam of the open paper, if any: its Start is the Continue above. */
  openExam: string | null;
  starting: boolean;
  startError: string | null;
  onStart: (subjects: string[]) => void;
};

/**
 * Choosing a paper (issue 23 items 1, 4, 5): the exam; for the UTME, Use of English plus three
 * subjects, for WAEC and NECO one subject with its count and time; subjects the bank cannot fill
 * disabled with the reason; the allowance said before Start.
 */
export function MockPicker(props: Props) {
  const { exams, exam, onExam, chosen, onToggle, allowance, openExam } = props;
  const current = exams.find((e) => e.exam === exam) ?? exams[0];
  if (!current) return null;
  const utme = current.exam === 'jamb';
  const choice = paperChoice(current.exam, current.subjects, chosen);
  const picked = new Set(choice.subjects);
  const full = utme && choice.subjects.length >= 1 + UTME_CHOSEN;
  const minutes =
    current.minutes ??
    (choice.subjects.length === 1
      ? current.subjects.find((s) => s.subject === choice.subjects[0])?.minutes
      : undefined);
  const isOpen = openExam === current.exam;

  return (
    <Card className="space-y-5 p-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">Choose your exam</legend>
        <div className="grid grid-cols-3 gap-2">
          {exams.map((e) => (
            <label
              key={e.exam}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm font-medium',
                e.exam === current.exam && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name="mock-exam"
                value={e.exam}
                checked={e.exam === current.exam}
                onChange={() => onExam(e.exam)}
                className="h-5 w-5 shrink-0 accent-primary"
                data-testid={`mock-exam-${e.exam}`}
              />
              {e.name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-lg font-semibold">
          {utme ? 'Use of English and three subjects' : 'Choose one subject'}
        </legend>
        <p className="text-sm text-muted-foreground">
          {utme
            ? `One clock for the whole paper: ${minutesText(current.minutes ?? 0)}. Use of English is always the first subject.`
            : `${current.name} objective paper: one subject at a time, with that paper's number of questions and time.`}
        </p>
        {current.subjects.length === 0 ? (
          <p className="text-sm">No {current.name} paper is set up yet.</p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {current.subjects.map((s) => (
              <li key={s.subject}>
                <SubjectOption
                  exam={current.exam}
                  subject={s}
                  checked={picked.has(s.subject)}
                  compulsory={utme && s.subject === UTME_COMPULSORY}
                  full={full}
                  onToggle={onToggle}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="space-y-3 border-t pt-4">
        {choice.ready && minutes ? (
          <p className="font-medium" data-testid="mock-paper-facts">
            {paperTitle(current.exam, choice.subjects)}:{' '}
            {paperFacts(choice.subjects.length, choice.questions, minutes)}
          </p>
        ) : (
          <p className="text-sm" role="status">
            {choice.hint}
          </p>
        )}
        <div className="space-y-1 rounded-lg bg-muted p-3 text-sm">
          <p data-testid="mock-allowance">{allowanceText(allowance)}.</p>
          {allowance.premium ? null : (
            <Link
              to={paths.app.subscription.getHref()}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              See Premium for unlimited mocks
            </Link>
          )}
        </div>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>The clock starts when you press Start and keeps running if you leave the page.</li>
          <li>Your answers are saved as you go, so a reload or a lost connection keeps them.</li>
          <li>
            Each subject is scored out of 100. Answers and explanations open after you submit.
          </li>
        </ul>
        {isOpen ? (
          <p className="text-sm font-medium" role="status">
            You have a {current.name} paper in progress: continue it above.
          </p>
        ) : (
          <Button
            className="w-full sm:w-auto"
            disabled={!choice.ready || !allowance.allowed || props.starting}
            onClick={() => props.onStart(choice.subjects)}
            data-testid="mock-start"
          >
            {props.starting
              ? 'Setting your paper...'
              : `Start ${paperTitle(current.exam, choice.subjects)}`}
          </Button>
        )}
        {props.startError ? (
          <p className="text-sm text-destructive" role="alert">
            {props.startError}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function SubjectOption({
  exam,
  subject: s,
  checked,
  compulsory,
  full,
  onToggle,
}: {
  exam: string;
  subject: MockSubjectOverview;
  checked: boolean;
  compulsory: boolean;
  full: boolean;
  onToggle: (subject: string) => void;
}) {
  const utme = exam === 'jamb';
  const noteId = `mock-subject-${s.subject}-note`;
  const disabled = !s.fillable || compulsory || (utme && full && !checked);
  const facts = utme
    ? `${s.questionCount} questions`
    : `${s.questionCount} questions · ${minutesText(s.minutes)}`;
  const note = !s.fillable
    ? `Not enough questions yet (${s.available} of ${s.questionCount})`
    : compulsory
      ? `Always included · ${facts}`
      : facts;
  return (
    <label
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-lg border p-3',
        checked && 'border-primary bg-primary/5',
        !s.fillable && 'border-dashed bg-muted',
        disabled ? 'cursor-default' : 'cursor-pointer',
      )}
    >
      <input
        type={utme ? 'checkbox' : 'radio'}
        name={utme ? undefined : 'mock-subject'}
        value={s.subject}
        checked={checked}
        disabled={disabled}
        onChange={() => onToggle(s.subject)}
        aria-describedby={noteId}
        className="h-5 w-5 shrink-0 accent-primary"
        data-testid={`mock-subject-${s.subject}`}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{s.name}</span>
        <span id={noteId} className="block text-sm text-muted-foreground">
          {note}
        </span>
      </span>
    </label>
  );
}
