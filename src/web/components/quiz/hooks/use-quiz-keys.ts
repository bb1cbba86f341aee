import { useEffect, useEffectEvent } from 'react';

export type QuizKeyActions = {
  choose: (optionIndex: number) => void;
  next: () => void;
  previous: () => void;
  submit: () => void;
};

/** JAMB CBT keys: A–D choose an option of the current question, N/P move, S submits (with confirmation). */
export function useQuizKeys(enabled: boolean, actions: QuizKeyActions) {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!enabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest('textarea, select, [contenteditable=true], input:not([type=radio])'))
      return;
    const key = e.key.toLowerCase();
    const option = ['a', 'b', 'c', 'd'].indexOf(key);
    if (option >= 0) actions.choose(option);
    else if (key === 'n') actions.next();
    else if (key === 'p') actions.previous();
    else if (key === 's') actions.submit();
    else return;
    e.preventDefault();
  });

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
