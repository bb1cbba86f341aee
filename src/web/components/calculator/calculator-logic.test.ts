import { describe, expect, it } from 'vitest';
import {
  INITIAL,
  display,
  formatNumber,
  isClear,
  keyboardKey,
  pendingLine,
  press,
  type CalcKey,
  type CalcState,
} from './calculator-logic';

/** Presses keys written as a string of one-character keys, or an array for the long ones. */
function run(keys: string | CalcKey[], from: CalcState = INITIAL): CalcState {
  const list = typeof keys === 'string' ? ([...keys.replace(/ /g, '')] as CalcKey[]) : keys;
  return list.reduce(press, from);
}
const shows = (keys: string | CalcKey[]) => display(run(keys));

describe('calculator', () => {
  it('types numbers, one decimal point, no leading zeros', () => {
    expect(shows('')).toBe('0');
    expect(shows('007')).toBe('7');
    expect(shows('1.5.0')).toBe('1.50');
    expect(shows('.5')).toBe('0.5');
  });

  it('caps a typed number at 12 digits', () => {
    expect(shows('1234567890123')).toBe('123456789012');
  });

  it('does the four operations, as entered', () => {
    expect(shows('12+30=')).toBe('42');
    expect(shows('9−12=')).toBe('-3');
    expect(shows('6×7=')).toBe('42');
    expect(shows('1÷8=')).toBe('0.125');
    expect(shows('2+3×4=')).toBe('20');
  });

  it('shows the running result when an operator follows a pending one', () => {
    const s = run('2+3×');
    expect(display(s)).toBe('5');
    expect(pendingLine(s)).toBe('5 ×');
  });

  it('lets a second operator replace the first', () => {
    expect(shows('8+−3=')).toBe('5');
  });

  it('takes a computed operand after an operator (not a replaced operator)', () => {
    expect(shows(['9', '+', '1', '6', '√', '×', '2', '='])).toBe('26');
  });

  it('repeats the last operation on another =', () => {
    expect(shows('2+3===')).toBe('11');
    expect(shows('5+=')).toBe('10');
  });

  it('hides floating point noise (10 significant digits shown)', () => {
    expect(shows('0.1+0.2=')).toBe('0.3');
    expect(shows('0.1+0.2=−0.3=')).toBe('0');
    expect(shows('1÷3=')).toBe('0.3333333333');
    expect(shows('2÷3=')).toBe('0.6666666667');
    expect(shows('1.1×1.1=')).toBe('1.21');
  });

  it('uses an exponent for huge and tiny numbers', () => {
    expect(shows('999999×999999×999999=')).toBe('9.99997e17');
    expect(formatNumber(1.5e-12)).toBe('1.5e-12');
    expect(formatNumber(123456789012)).toBe('123456789000');
  });

  it('shows Error on division by zero and the root of a negative, until cleared', () => {
    expect(shows('5÷0=')).toBe('Error');
    expect(shows(['4', '±', '√'])).toBe('Error');
    // Operators wait; a digit starts afresh; C clears.
    expect(shows('5÷0=+')).toBe('Error');
    expect(shows('5÷0=7')).toBe('7');
    expect(shows(['5', '÷', '0', '=', 'C'])).toBe('0');
  });

  it('takes percentages as a pocket calculator does', () => {
    expect(shows('200+10%=')).toBe('220');
    expect(shows('200−10%=')).toBe('180');
    expect(shows('50×10%=')).toBe('5');
    expect(shows('25%')).toBe('0.25');
  });

  it('takes square roots and changes sign', () => {
    expect(shows(['1', '4', '4', '√'])).toBe('12');
    expect(shows(['2', '√'])).toBe('1.414213562');
    expect(shows(['7', '±'])).toBe('-7');
    expect(shows(['7', '±', '±'])).toBe('7');
    expect(shows(['3', '+', '5', '=', '±'])).toBe('-8');
  });

  it('clears an entry (CE), everything (C) and a last digit (⌫)', () => {
    expect(shows(['1', '2', '+', '9', '9', 'CE', '3', '='])).toBe('15');
    expect(shows(['1', '2', '+', '9', 'C', '3', '='])).toBe('3');
    expect(shows(['1', '2', '3', '⌫'])).toBe('12');
    expect(shows(['7', '⌫'])).toBe('0');
    expect(shows(['7', '±', '⌫'])).toBe('0');
  });

  it('keeps a memory: M+, M−, MR, MC; C leaves it', () => {
    const s = run(['5', 'M+', '3', 'M+', '2', 'M−', 'C']);
    expect(s.memory).toBe(6);
    expect(display(press(s, 'MR'))).toBe('6');
    expect(display(run(['1', '0', '+', 'MR', '='], s))).toBe('16');
    expect(run(['MC'], s).memory).toBe(0);
  });

  it('knows when it is clear (Escape then closes it)', () => {
    expect(isClear(INITIAL)).toBe(true);
    expect(isClear(run('5'))).toBe(false);
    expect(isClear(run('5+'))).toBe(false);
    expect(isClear(run(['5', 'C']))).toBe(true);
  });

  it('maps the keyboard: digits, operators, Enter, Backspace, Escape', () => {
    expect(keyboardKey('7')).toBe('7');
    expect(keyboardKey('*')).toBe('×');
    expect(keyboardKey('/')).toBe('÷');
    expect(keyboardKey('-')).toBe('−');
    expect(keyboardKey('Enter')).toBe('=');
    expect(keyboardKey('Backspace')).toBe('⌫');
    expect(keyboardKey('Escape')).toBe('C');
    expect(keyboardKey('a')).toBeNull();
    expect(keyboardKey('F1')).toBeNull();
  });
});
