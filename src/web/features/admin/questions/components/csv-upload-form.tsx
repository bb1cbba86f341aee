import { useEffect, useState, type FormEvent } from 'react';
import { checkUploadForm, UPLOAD_DEFAULTS } from '../../../../../domain/upload-form';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import {
  useUploadPreview,
  useUploadQuestions,
  type UploadReportDto,
} from '../api/upload-questions';
import { UploadImpact } from './upload-impact';
import { errorMessage } from '../../../../lib/api-errors';
import { useCsvPreview } from '../hooks/use-csv-preview';
import { CsvFormatHelp } from './csv-format-help';
import { CsvPreviewPanel } from './csv-preview-panel';
import { UploadReport } from './upload-report';
import { controlled, ScopeSelects } from '../../kit/fields';
import { CsvFileInput, NumberField, toggled } from '../../kit/inputs';
import { replaceNotice, UPLOAD_PREVIEW_MESSAGES } from '../../../../../domain/upload-preview';

/** Direct CSV upload: replaces a level's questions, which go live at once (spec §2, §5). */
export function CsvUploadForm() {
  const [examType, setExamType] = useState('');
  const [subject, setSubject] = useState('');
  const [level, setLevel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [timer, setTimer] = useState(String(UPLOAD_DEFAULTS.timerMinutes));
  const [perLevel, setPerLevel] = useState(String(UPLOAD_DEFAULTS.questionsPerLevel));
  const [shuffle, setShuffle] = useState<boolean>(UPLOAD_DEFAULTS.shuffleQuestions);
  const [active, setActive] = useState<boolean>(UPLOAD_DEFAULTS.isActive);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<UploadReportDto | null>(null);
  const { state: preview, check } = useCsvPreview();
  const upload = useUploadQuestions();
  const impact = useUploadPreview();
  // The confirmation belongs to one preview answer: a new file or level asks again.
  const [confirmedFor, setConfirmedFor] = useState<unknown>(null);
  const confirmed = impact.data !== undefined && confirmedFor === impact.data;
  const askImpact = impact.mutate;
  const resetImpact = impact.reset;

  // The server's preview once the bank and a file that passed the browser's check are chosen:
  // what the upload replaces (to confirm) and near-duplicate rows. Any change asks again.
  const fileOk = preview.status === 'done' && preview.preview.ok;
  useEffect(() => {
    if (!examType || !subject || !level || !file || !fileOk) return resetImpact();
    const checked = checkUploadForm<File>({ examType, subject, level, file });
    if (checked.ok) askImpact(checked.value);
  }, [examType, subject, level, file, fileOk, askImpact, resetImpact]);
  const replaces = impact.data?.replaces ?? [];

  // Any edit clears the last error and report: they described the form as it was.
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setError(null);
    };

  // The file check under the file input already shows why a file is refused: say it once.
  const fileError = preview.status === 'done' && !preview.preview.ok ? preview.preview.error : null;
  const fail = (message: string) => {
    const shownUnderFile = message === fileError;
    setError(shownUnderFile ? null : message);
    toast.error('Upload Failed', {
      description: shownUnderFile ? 'See the message under the file.' : message,
    });
  };

  const timerField = controlled(timer, edit(setTimer));
  const perLevelField = controlled(perLevel, edit(setPerLevel));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setReport(null);
    // The server's own form check, in the spec's order (inputs, file, timer, questions per level).
    const checked = checkUploadForm<File>({
      examType,
      subject,
      level,
      file,
      timerMinutes: timer,
      questionsPerLevel: perLevel,
      shuffleQuestions: String(shuffle),
      isActive: String(active),
    });
    if (!checked.ok) return fail(checked.error);
    // The browser ran the server's own rules: a file they refuse is not worth sending.
    if (preview.status === 'done' && !preview.preview.ok) return fail(preview.preview.error);
    if (replaces.length && !confirmed)
      return fail(
        `${replaces.map(replaceNotice).join('; ')}. Tick "${UPLOAD_PREVIEW_MESSAGES.confirmLabel}" to upload.`,
      );
    setError(null);
    upload.mutate(
      { ...checked.value, confirmReplace: confirmed },
      {
        onSuccess: (r) => {
          setReport(r);
          toast.success(r.message);
        },
        onError: (err) => fail(errorMessage(err)),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-describedby={error ? 'upload-error' : undefined}
    >
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Uploaded questions go <strong>LIVE immediately</strong> with no review step. An upload
        replaces every existing question of that exam, subject and level.
      </p>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <ScopeSelects
          idPrefix="upload"
          prompt="select"
          exam={controlled(examType, edit(setExamType))}
          subject={controlled(subject, edit(setSubject))}
          level={{ placeholder: 'Select level', ...controlled(level, edit(setLevel)) }}
        />
      </div>
      <CsvFileInput
        id="upload-file"
        onFile={(f) => {
          edit(setFile)(f);
          setReport(null);
          check(f);
        }}
      />
      <CsvPreviewPanel state={preview} selectedLevel={level ? Number(level) : null} />
      {impact.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking what this upload replaces...
        </p>
      ) : impact.data ? (
        <UploadImpact
          impact={impact.data}
          confirmed={confirmed}
          onConfirm={(yes) => setConfirmedFor(yes ? impact.data : null)}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-4">
        <NumberField id="upload-timer" label="Timer (minutes)" min={1} max={180} {...timerField} />
        <NumberField
          id="upload-per-level"
          label="Questions per level"
          min={1}
          max={100}
          {...perLevelField}
        />
      </div>
      <div className="divide-y rounded-md border px-3">
        <Switch label="Shuffle questions" {...toggled(shuffle, setShuffle)} />
        <Switch
          label="Level active"
          description="Students can take this level's quiz"
          {...toggled(active, setActive)}
        />
      </div>
      <CsvFormatHelp />
      {error ? (
        <p id="upload-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={upload.isPending || preview.status === 'checking' || impact.isPending}
      >
        {upload.isPending ? 'Uploading...' : 'Upload Questions'}
      </Button>
      {report ? <UploadReport report={report} /> : null}
    </form>
  );
}
