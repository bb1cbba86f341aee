import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import {
  INITIAL,
  display,
  isClear,
  keyboardKey,
  pendingLine,
  press,
  type CalcKey,
  type CalcState,
} from './calculator-logic';

/**
 * Each key: what it shows, what a screen reader says, its test id (ASCII), its look, and a
 * wider span for 0 and =. Seven columns, digits on the left as on a pocket calculator: four rows
 * of 44 px keys fit a 360 px phone's bottom sheet with the question still in view above it.
 */
const KEYS: readonly { key: CalcKey; name: string; id: string; kind?: Kind; span?: 2 | 3 }[] = [
  { key: '7', name: '7', id: '7' },
  { key: '8', name: '8', id: '8' },
  { key: '9', name: '9', id: '9' },
  { key: '÷', name: 'Divide', id: 'divide', kind: 'op' },
  { key: '√', name: 'Square root', id: 'sqrt', kind: 'op' },
  { key: 'CE', name: 'CE, clear entry', id: 'CE', kind: 'clear' },
  { key: 'C', name: 'C, clear all', id: 'C', kind: 'clear' },
  { key: '4', name: '4', id: '4' },
  { key: '5', name: '5', id: '5' },
  { key: '6', name: '6', id: '6' },
  { key: '×', name: 'Multiply', id: 'times', kind: 'op' },
  { key: '%', name: 'Percent', id: 'percent', kind: 'op' },
  { key: 'MC', name: 'MC, memory clear', id: 'MC', kind: 'mem' },
  { key: 'MR', name: 'MR, memory recall', id: 'MR', kind: 'mem' },
  { key: '1', name: '1', id: '1' },
  { key: '2', name: '2', id: '2' },
  { key: '3', name: '3', id: '3' },
  { key: '−', name: 'Subtract', id: 'minus', kind: 'op' },
  { key: '±', name: 'Change sign', id: 'negate', kind: 'op' },
  { key: 'M+', name: 'M+, memory add', id: 'Mplus', kind: 'mem' },
  { key: 'M−', name: 'M−, memory subtract', id: 'Mminus', kind: 'mem' },
  { key: '0', name: '0', id: '0', span: 2 },
  { key: '.', name: 'Decimal point', id: 'point' },
  { key: '+', name: 'Add', id: 'plus', kind: 'op' },
  { key: '=', name: 'Equals', id: 'equals', kind: 'eq', span: 3 },
];

type Kind = 'op' | 'mem' | 'eq' | 'clear';
const KIND_CLASSES: Record<Kind | 'digit', string> = {
  digit: 'bg-background hover:bg-muted',
  op: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  clear: 'bg-red-50 text-red-800 hover:bg-red-100',
  mem: 'bg-background text-sm text-muted-foreground hover:bg-muted',
  eq: 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
};

/**
 * The on-screen calculator of a mock exam (issue 23), like the CBT's: keys by tap (44 px) or
 * keyboard while it has focus (digits, + - * /, %, Enter or =, Backspace, Delete for CE, Escape
 * clears and, once clear, closes). Everything is computed here, on the device. The caller places
 * it (a side panel on a desktop, a bottom sheet on a phone); it focuses itself when it opens and
 * `data-calculator` tells the exam's own keys to leave its key presses alone.
 */
export function Calculator({
  id,
  onClose,
  className,
}: {
  id?: string;
  onClose: () => void;
  className?: string;
}) {
  const [state, setState] = useState(INITIAL);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const shown = display(state);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Enter and Space on a focused key press that key, as on any button.
    const onButton = (e.target as HTMLElement).closest('button');
    if (onButton && (e.key === 'Enter' || e.key === ' ')) return;
    const key = keyboardKey(e.key);
    if (key === 'C' && isClear(state)) {
      e.preventDefault();
      onClose();
      return;
    }
    if (key) {
      e.preventDefault();
      setState((s) => press(s, key));
    }
  };

  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-calculator
      data-testid="calculator"
      onKeyDown={onKeyDown}
      className={cn(
        'rounded-lg bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring max-lg:p-1 lg:border lg:p-3 lg:shadow-sm',
        className,
      )}
    >
      {/* On a phone the title row gives way to the keys: the toggle that opened it closes it. */}
      <div className="mb-2 flex items-center justify-between gap-2 max-lg:mb-0">
        <h2 id={titleId} className="text-sm font-semibold max-lg:sr-only">
          Calculator
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-my-1 inline-flex h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted max-lg:hidden"
          data-testid="calculator-close"
        >
          Close
        </button>
      </div>
      <div className="mb-2 flex items-stretch gap-2">
        <div className="min-w-0 flex-1 rounded-md bg-muted px-3 py-1.5 text-right font-mono tabular-nums">
          <div className="flex h-4 justify-between text-xs text-muted-foreground">
            <span data-testid="calculator-memory">
              {state.memory !== 0 ? (
                <>
                  <span aria-hidden>M</span>
                  <span className="sr-only">Memory in use</span>
                </>
              ) : null}
            </span>
            <span data-testid="calculator-pending">{pendingLine(state)}</span>
          </div>
          <output
            aria-label="Calculator display"
            data-testid="calculator-display"
            className={cn(
              'block truncate text-2xl font-semibold',
              shown === 'Error' && 'text-red-700',
            )}
          >
            {shown}
          </output>
        </div>
        <KeyButton label="⌫" name="Delete last digit" id="backspace" onPress={setState} />
      </div>
      <div className="grid grid-cols-7 gap-1 lg:gap-1.5">
        {KEYS.map((k) => (
          <KeyButton
            key={k.id}
            label={k.key}
            name={k.name}
            id={k.id}
            kind={k.kind}
            span={k.span}
            onPress={setState}
          />
        ))}
      </div>
      <p className="mt-2 hidden text-xs text-muted-foreground lg:block">
        While the calculator has focus, your keys type into it. Click the question to answer with
        A–D again.
      </p>
    </section>
  );
}

function KeyButton({
  label,
  name,
  id,
  kind,
  span,
  onPress,
}: {
  label: CalcKey;
  name: string;
  id: string;
  kind?: Kind;
  span?: 2 | 3;
  onPress: (update: (s: CalcState) => CalcState) => void;
}) {
  return (
    <button
      type="button"
      aria-label={name === label ? undefined : name}
      onClick={() => onPress((s) => press(s, label))}
      data-testid={`calc-key-${id}`}
      className={cn(
        'h-11 min-w-11 rounded-md border text-base font-semibold transition-colors active:translate-y-px pointer-fine:h-9',
        span === 2 && 'col-span-2',
        span === 3 && 'col-span-3',
        KIND_CLASSES[kind ?? 'digit'],
      )}
    >
      {label}
    </button>
  );
}
