import { useEffect, useEffectEvent } from 'react';

/**
 * JAMB's CBT keyboard ("8-key system"), as JAMB's Registrar announced it for the 2017 UTME and
 * the press quoted him (allafrica.com/stories/201703310017.html; thewhistler.ng,
 * "jamb-candidates-have-2-hours-instead-of-3-for-180-questions"): A, B, C, D answer,
 * "P = Previous question", "N = Next question", "S = Submit responses when candidate has
 * finished examination", and "R = Reverse (do not intend to go further to submit again)".
 * So R backs out of the submit confirmation S opens; with no confirmation open it does nothing.
 * No official source names a key that confirms a submit, so none does here: the confirmation's
 * Submit button does (research for issue 23, item 1).
 */
export type CbtKeyAction =
  | { type: 'choose'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'reverse' };

/** What the keys act on: the questions, the submit confirmation, or nothing (submitting). */
export type CbtKeyMode = 'answering' | 'confirming' | 'off';

export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
};

/** The action of a key press, or null: a modifier held, typing elsewhere, a key of no action. */
export function cbtKeyAction(e: KeyPress, mode: CbtKeyMode, typing: boolean): CbtKeyAction | null {
  if (mode === 'off' || typing || e.defaultPrevented || e.repeat) return null;
  if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return null;
  const key = e.key.toLowerCase();
  if (mode === 'confirming') return key === 'r' ? { type: 'reverse' } : null;
  const option = ['a', 'b', 'c', 'd'].indexOf(key);
  if (option >= 0) return { type: 'choose', option };
  if (key === 'n') return { type: 'next' };
  if (key === 'p') return { type: 'previous' };
  if (key === 's') return { type: 'submit' };
  return null;
}

/**
 * Keys typed into something else: a text field, or the calculator (`data-calculator`), which
 * takes digits and letters while it has focus. A radio (an option) is not typing: A–D still work.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as Partial<Element> | null;
  if (typeof el?.closest !== 'function') return false;
  return (
    el.closest(
      'textarea, select, [contenteditable=true], input:not([type=radio]), [data-calculator]',
    ) !== null
  );
}

/** Listens on the window for the CBT keys while the runner is shown. */
export function useCbtKeys(mode: CbtKeyMode, act: (action: CbtKeyAction) => void) {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const action = cbtKeyAction(e, mode, isTypingTarget(e.target));
    if (!action) return;
    e.preventDefault();
    act(action);
  });

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
