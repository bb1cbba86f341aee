import { useState } from 'react';
import {
  COMPETITION_BOUNDS,
  COMPETITION_DEFAULTS,
  COMPETITION_FORM_MESSAGES,
  isCompetitionCsvFile,
} from '../../../../../domain/competition-form';
import { COMPETITION_MESSAGES } from '../../../../../domain/competitions';
import type { QuestionInput } from '../../../../../domain/question-rules';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import {
  CompetitionCsvError,
  useCreateCompetition,
  useCreateCompetitionFromCsv,
  type CompetitionDetailsJson,
  type CreatedCompetition,
} from '../api/competitions';
import { LEVELS_MESSAGE, parseLevels } from '../utils/competition-input';
import { controlled } from '../../kit/fields';
import { CsvFileInput, NumberField } from '../../kit/inputs';
import { CompetitionCsvHelp } from './competition-csv-help';
import { CompetitionManualQuestions } from './competition-manual-questions';

type Source = 'csv' | 'manual' | 'bank';
const SOURCES: { value: Source; label: string; hint: string }[] = [
  { value: 'csv', label: 'CSV Upload', hint: 'A file in the Upload tab’s columns' },
  { value: 'manual', label: 'Manual Entry', hint: 'Type the questions in one by one' },
  { value: 'bank', label: 'From the question bank', hint: 'Draw practice questions at random' },
];

/**
 * Step 2 (admin §2): the questions, by CSV, by hand, or drawn from the bank; then the
 * competition is created as a draft with them, all or nothing.
 */
export function CompetitionQuestions({
  details,
  onBack,
  onCreated,
}: {
  details: CompetitionDetailsJson;
  onBack: () => void;
  onCreated: (created: CreatedCompetition) => void;
}) {
  const [source, setSource] = useState<Source>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [manual, setManual] = useState<QuestionInput[]>([]);
  const [count, setCount] = useState(String(COMPETITION_DEFAULTS.questionCount));
  const [levels, setLevels] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ count?: string; levels?: string }>({});
  const [failure, setFailure] = useState<{ message: string; errors: string[] } | null>(null);
  const create = useCreateCompetition();
  const createCsv = useCreateCompetitionFromCsv();
  const pending = create.isPending || createCsv.isPending;

  const fail = (message: string, errors: string[] = []) => {
    setFailure({ message, errors });
    toast.error(COMPETITION_MESSAGES.createFailed, { description: message });
  };
  const done = (created: CreatedCompetition) => {
    toast.success(created.message);
    onCreated(created);
  };
  const onError = (err: unknown) =>
    fail(errorMessage(err), err instanceof CompetitionCsvError ? err.errors : []);

  const submit = () => {
    setFailure(null);
    if (source === 'csv') {
      if (!file || !isCompetitionCsvFile(file)) {
        setFileError(COMPETITION_MESSAGES.invalidFile);
        return fail(COMPETITION_MESSAGES.invalidFile);
      }
      return createCsv.mutate({ details, file }, { onSuccess: done, onError });
    }
    if (source === 'manual') {
      if (manual.length === 0) return fail(COMPETITION_FORM_MESSAGES.atLeastOneQuestion);
      const questions = manual.map((q) => ({
        ...q,
        examType: details.examType,
        subject: details.subject,
      }));
      return create.mutate(
        { details, questions: { source: 'manual', questions } },
        { onSuccess: done, onError },
      );
    }
    const n = /^\s*\d+\s*$/.test(count) ? Number(count) : Number.NaN;
    const chosen = parseLevels(levels);
    const errors = {
      count:
        n >= 1 && n <= COMPETITION_BOUNDS.maxQuestions
          ? undefined
          : COMPETITION_FORM_MESSAGES.questionCount,
      levels: chosen ? undefined : LEVELS_MESSAGE,
    };
    setFieldErrors(errors);
    if (errors.count || errors.levels || !chosen) return;
    create.mutate(
      { details, questions: { source: 'bank', count: n, levels: chosen } },
      { onSuccess: done, onError },
    );
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">How do you want to add the questions?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SOURCES.map((s) => (
            <label
              key={s.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="competition-source"
                value={s.value}
                checked={source === s.value}
                onChange={() => {
                  setSource(s.value);
                  setFailure(null);
                }}
                className="mt-1 h-4 w-4 accent-primary"
              />
              <span className="text-sm">
                <span className="block font-medium">{s.label}</span>
                <span className="block text-muted-foreground">{s.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {source === 'csv' ? (
        <div className="space-y-3">
          <CsvFileInput
            id="competition-file"
            error={fileError}
            onFile={(f) => {
              setFile(f);
              setFailure(null);
              setFileError(f && !isCompetitionCsvFile(f) ? COMPETITION_MESSAGES.invalidFile : null);
            }}
          />
          <CompetitionCsvHelp />
        </div>
      ) : source === 'manual' ? (
        <CompetitionManualQuestions
          examType={details.examType}
          subject={details.subject}
          questions={manual}
          onChange={(qs) => {
            setManual(qs);
            setFailure(null);
          }}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="competition-bank-count"
            label="Number of questions"
            min={1}
            max={COMPETITION_BOUNDS.maxQuestions}
            error={fieldErrors.count}
            {...controlled(count, setCount)}
          />
          <Field
            id="competition-bank-levels"
            label="Levels (blank: every level)"
            placeholder="e.g. 1-5, 8"
            error={fieldErrors.levels}
            {...controlled(levels, setLevels)}
          />
          <p className="text-xs text-muted-foreground sm:col-span-2">
            Active practice questions of this exam and subject, drawn at random. Students may
            already have seen them in practice.
          </p>
        </div>
      )}

      {failure ? (
        <div role="alert" className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{failure.message}</p>
          {failure.errors.length ? (
            <ul className="list-inside list-disc">
              {failure.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row">
        <Button onClick={submit} disabled={pending}>
          {pending ? 'Creating...' : 'Create Competition'}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back to details
        </Button>
      </div>
    </div>
  );
}
