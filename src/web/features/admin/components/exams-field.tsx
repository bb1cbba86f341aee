import { AVAILABLE_EXAM_CODES, examShortName } from '../../../../domain/catalogue';

/**
 * Which exams a question serves (issue 20): its own exam always, the others as the admin ticks
 * them. Each must have the question's topic in its syllabus (the server says so if not).
 */
export function ExamsField({
  id,
  examType,
  value,
  onChange,
  error,
}: {
  id: string;
  examType: string;
  value: readonly string[];
  onChange: (exams: string[]) => void;
  error?: string;
}) {
  const chosen = new Set([...value, ...(examType ? [examType] : [])]);
  const toggle = (exam: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(exam);
    else next.delete(exam);
    onChange(AVAILABLE_EXAM_CODES.filter((e) => next.has(e)));
  };
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Serves these exams</legend>
      <div className="flex flex-wrap gap-x-4">
        {AVAILABLE_EXAM_CODES.map((exam) => (
          <label key={exam} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={chosen.has(exam)}
              disabled={exam === examType}
              onChange={(e) => toggle(exam, e.target.checked)}
            />
            {examShortName(exam)}
            {exam === examType ? (
              <span className="text-xs text-muted-foreground">(filed under)</span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
