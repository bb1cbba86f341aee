import type { InputHTMLAttributes } from 'react';
import { NumberField } from '../../kit/inputs';

type NumberProps = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** A level's "Questions" (1–100) and "Timer (minutes)" (1–300), side by side. */
export function SettingNumbers({
  idPrefix,
  questions,
  timer,
  className = 'grid grid-cols-2 gap-4',
}: {
  idPrefix: string;
  questions: NumberProps;
  timer: NumberProps;
  className?: string;
}) {
  return (
    <div className={className}>
      <NumberField
        id={`${idPrefix}-questions`}
        label="Questions"
        min={1}
        max={100}
        {...questions}
      />
      <NumberField id={`${idPrefix}-timer`} label="Timer (minutes)" min={1} max={300} {...timer} />
    </div>
  );
}
