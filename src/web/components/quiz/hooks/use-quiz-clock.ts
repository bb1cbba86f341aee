import { useEffect, useEffectEvent, useState } from 'react';
import { secondsLeft } from '../../../../domain/quiz';

/**
 * Seconds left on the server's deadline. The phone's clock may be wrong, so the time is read
 * as the phone's clock plus the offset measured when the attempt arrived (server minus phone).
 */
export function useQuizClock(deadlineAt: string, clockOffsetMs: number, onExpire: () => void) {
  const [left, setLeft] = useState(() =>
    secondsLeft(new Date(deadlineAt), new Date(serverClock(clockOffsetMs))),
  );
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const deadline = new Date(deadlineAt);
    let fired = false;
    const tick = () => {
      const s = secondsLeft(deadline, new Date(serverClock(clockOffsetMs)));
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        expire();
      }
    };
    tick();
    // Sub-second ticks keep the display on time after the tab wakes from the background.
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
  }, [deadlineAt, clockOffsetMs]);

  return left;
}

function serverClock(offset: number) {
  return Date.now() + offset;
}

/** The server's clock minus the phone's; measure it as the attempt's answer arrives. */
export function clockOffset(serverNow: string) {
  return Date.parse(serverNow) - Date.now();
}
