/**
 * The on-screen calculator of a mock exam, like the basic one in JAMB's CBT: a small state
 * machine over key presses (no eval), computed on the device. Operations run as they are
 * entered (2 + 3 × 4 = 20), as on a pocket calculator; a repeated = repeats the last operation.
 */

export type Operator = '+' | '−' | '×' | '÷';

export type CalcKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | Operator
  | '='
  | '%'
  | '√'
  | '±'
  | 'C'
  | 'CE'
  | '⌫'
  | 'MC'
  | 'MR'
  | 'M+'
  | 'M−';

export type CalcState = {
  /** What the student is typing, as typed ("0.50"); null when the display shows `value`. */
  typed: string | null;
  /** The number shown when nothing is being typed: a result, a recalled memory. */
  value: number;
  /** The left operand and its operator, waiting for the right one. */
  left: number | null;
  op: Operator | null;
  /** An operator was just pressed: no right operand yet (another operator replaces it). */
  fresh: boolean;
  /** The last operation, repeated by another =. */
  repeat: { op: Operator; operand: number } | null;
  memory: number;
  /** Division by zero, the root of a negative number, or a result too big to hold. */
  error: boolean;
};

export const INITIAL: CalcState = {
  typed: null,
  value: 0,
  left: null,
  op: null,
  fresh: false,
  repeat: null,
  memory: 0,
  error: false,
};

/** Digits a student can type into one number, as on a 12-digit calculator. */
const MAX_DIGITS = 12;
/** Significant digits shown; results are kept to 12, so 0.1 + 0.2 is 0.3 and 0.3 − 0.3 is 0. */
const SHOWN_DIGITS = 10;
const KEPT_DIGITS = 12;

const DIGITS = new Set('0123456789');

/** The number being entered or shown. */
export function current(s: CalcState): number {
  return s.typed === null ? s.value : Number(s.typed);
}

function apply(a: number, op: Operator, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '−':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return b === 0 ? NaN : a / b;
  }
}

/** A result as kept: rounded to 12 significant digits (floating point noise gone), or an error. */
function result(s: CalcState, x: number, patch: Partial<CalcState> = {}): CalcState {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e100)
    return { ...INITIAL, memory: s.memory, error: true };
  const kept = Number(x.toPrecision(KEPT_DIGITS));
  return { ...s, fresh: false, ...patch, typed: null, value: Object.is(kept, -0) ? 0 : kept };
}

function type(s: CalcState, key: string): CalcState {
  const typed = s.typed ?? '0';
  const at = { ...s, fresh: false };
  if (key === '.') return typed.includes('.') ? at : { ...at, typed: `${typed}.` };
  if (typed.replace(/[-.]/g, '').length >= MAX_DIGITS) return at;
  if (typed === '0' || typed === '-0') return { ...at, typed: typed.slice(0, -1) + key };
  return { ...at, typed: typed + key };
}

/** The state after one key. */
export function press(s: CalcState, key: CalcKey): CalcState {
  if (key === 'C') return { ...INITIAL, memory: s.memory };
  if (s.error) {
    // An error is cleared by C, CE or a new number; other keys wait for that.
    if (key === 'CE') return { ...INITIAL, memory: s.memory };
    if (DIGITS.has(key) || key === '.') return type({ ...INITIAL, memory: s.memory }, key);
    return s;
  }
  if (DIGITS.has(key) || key === '.') return type(s, key);
  switch (key) {
    case '+':
    case '−':
    case '×':
    case '÷': {
      // Another operator straight after one replaces it.
      if (s.op !== null && s.left !== null && s.fresh) return { ...s, op: key };
      const left =
        s.op !== null && s.left !== null
          ? result(s, apply(s.left, s.op, current(s)))
          : result(s, current(s));
      return left.error ? left : { ...left, left: left.value, op: key, fresh: true, repeat: null };
    }
    case '=': {
      if (s.op !== null && s.left !== null) {
        const operand = current(s);
        return result(s, apply(s.left, s.op, operand), {
          left: null,
          op: null,
          repeat: { op: s.op, operand },
        });
      }
      if (s.repeat) return result(s, apply(current(s), s.repeat.op, s.repeat.operand));
      return result(s, current(s));
    }
    case '%': {
      // 200 + 10 % adds 10 % of 200; 50 × 10 % and a lone 10 % take a hundredth.
      const x = current(s);
      const additive = s.left !== null && (s.op === '+' || s.op === '−');
      return result(s, additive ? (s.left! * x) / 100 : x / 100);
    }
    case '√': {
      const x = current(s);
      return x < 0 ? { ...INITIAL, memory: s.memory, error: true } : result(s, Math.sqrt(x));
    }
    case '±': {
      if (s.typed === null) return result(s, -s.value);
      return {
        ...s,
        typed: s.typed.startsWith('-') ? s.typed.slice(1) : `-${s.typed}`,
        fresh: false,
      };
    }
    case 'CE':
      return { ...s, typed: null, value: 0, fresh: false };
    case '⌫': {
      if (s.typed === null) return s;
      const typed = s.typed.slice(0, -1);
      return { ...s, typed: typed === '' || typed === '-' ? '0' : typed };
    }
    case 'MC':
      return { ...s, memory: 0 };
    case 'MR':
      return { ...s, typed: null, value: s.memory, fresh: false };
    case 'M+':
    case 'M−': {
      const x = current(s);
      const memory = Number((key === 'M+' ? s.memory + x : s.memory - x).toPrecision(KEPT_DIGITS));
      return { ...s, memory, typed: null, value: x };
    }
    default:
      return s; // a digit or the point: typed above
  }
}

/** A number as the display shows it: at most 10 significant digits, exponent when huge or tiny. */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return 'Error';
  if (x === 0) return '0';
  const rounded = Number(x.toPrecision(SHOWN_DIGITS));
  const size = Math.abs(rounded);
  if (size >= 1e12 || size < 1e-9) {
    const [mantissa = '', exponent = ''] = rounded.toExponential(SHOWN_DIGITS - 1).split('e');
    return `${mantissa.replace(/\.?0+$/, '')}e${exponent.replace('+', '')}`;
  }
  // toPrecision keeps trailing zeros and may use an exponent; Number → String drops both here.
  return String(rounded);
}

/** The display's main line. */
export function display(s: CalcState): string {
  if (s.error) return 'Error';
  return s.typed ?? formatNumber(s.value);
}

/** The small line above it: the operation waiting for its right operand ("12 ×"). */
export function pendingLine(s: CalcState): string {
  return !s.error && s.left !== null && s.op !== null ? `${formatNumber(s.left)} ${s.op}` : '';
}

/** Nothing entered, nothing waiting (memory aside): Escape on a clear calculator closes it. */
export function isClear(s: CalcState): boolean {
  return !s.error && s.typed === null && s.value === 0 && s.op === null;
}

/** The calculator key a keyboard key stands for, or null. */
export function keyboardKey(key: string): CalcKey | null {
  if (key.length === 1 && DIGITS.has(key)) return key as CalcKey;
  switch (key) {
    case '.':
    case ',':
      return '.';
    case '+':
      return '+';
    case '-':
      return '−';
    case '*':
    case 'x':
    case 'X':
      return '×';
    case '/':
      return '÷';
    case '%':
      return '%';
    case '=':
    case 'Enter':
      return '=';
    case 'Backspace':
      return '⌫';
    case 'Delete':
      return 'CE';
    case 'Escape':
      return 'C';
    // The square root and sign change as on Windows' calculator.
    case '@':
      return '√';
    case 'F9':
      return '±';
    default:
      return null;
  }
}
