import { describe, expect, it } from 'vitest';
import { cbtKeyAction, isTypingTarget, type KeyPress } from './use-cbt-keys';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
  defaultPrevented: false,
  ...more,
});

describe('JAMB CBT keys', () => {
  it('A–D choose, N next, P previous, S asks to submit (either case)', () => {
    expect(cbtKeyAction(press('a'), 'answering', false)).toEqual({ type: 'choose', option: 0 });
    expect(cbtKeyAction(press('D'), 'answering', false)).toEqual({ type: 'choose', option: 3 });
    expect(cbtKeyAction(press('n'), 'answering', false)).toEqual({ type: 'next' });
    expect(cbtKeyAction(press('P'), 'answering', false)).toEqual({ type: 'previous' });
    expect(cbtKeyAction(press('s'), 'answering', false)).toEqual({ type: 'submit' });
    expect(cbtKeyAction(press('e'), 'answering', false)).toBeNull();
  });

  it('R reverses out of the submit confirmation, and nothing else works while it is open', () => {
    expect(cbtKeyAction(press('r'), 'confirming', false)).toEqual({ type: 'reverse' });
    expect(cbtKeyAction(press('r'), 'answering', false)).toBeNull();
    for (const key of ['a', 'n', 'p', 's'])
      expect(cbtKeyAction(press(key), 'confirming', false)).toBeNull();
  });

  it('does nothing with a modifier held, a held-down key, or a handled one', () => {
    for (const mod of ['ctrlKey', 'metaKey', 'altKey', 'shiftKey', 'repeat', 'defaultPrevented'])
      expect(cbtKeyAction(press('a', { [mod]: true }), 'answering', false)).toBeNull();
  });

  it('does nothing while typing elsewhere (the calculator) or while submitting', () => {
    expect(cbtKeyAction(press('a'), 'answering', true)).toBeNull();
    expect(cbtKeyAction(press('n'), 'off', false)).toBeNull();
  });

  it('counts no non-element target as typing', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
