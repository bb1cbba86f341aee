import { AVAILABLE_EXAM_CODES, examShortName } from '../../../../../domain/catalogue';
import { CheckboxGroup } from '../fields';

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
  const options = AVAILABLE_EXAM_CODES.map((exam) => ({
    value: exam,
    disabled: exam === examType,
    label: (
      <>
        {examShortName(exam)}
        {exam === examType ? (
          <span className="text-xs text-muted-foreground">(filed under)</span>
        ) : null}
      </>
    ),
  }));
  return (
    <CheckboxGroup
      legend="Serves these exams"
      options={options}
      value={[...chosen]}
      onToggle={toggle}
      labelClassName="flex min-h-11 items-center gap-2 text-sm"
      describedBy={error ? `${id}-error` : undefined}
    >
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </CheckboxGroup>
  );
}
