import { describe, expect, it } from 'vitest';
import {
  MAX_STEP_MS,
  addTime,
  changedSince,
  startingTotals,
  wholeSeconds,
} from './subject-seconds';
import { createSubjectClock } from './use-subject-seconds';

describe('time per subject', () => {
  it('adds time to the subject in view, capping a long gap (a sleeping phone)', () => {
    let totals = addTime({}, 'english', 1_000);
    totals = addTime(totals, 'english', 600_000);
    totals = addTime(totals, 'physics', 2_500);
    expect(totals).toEqual({ english: 1_000 + MAX_STEP_MS, physics: 2_500 });
    expect(addTime(totals, 'physics', -50)).toBe(totals);
  });

  it('sends whole seconds, only when a count changed', () => {
    const now = wholeSeconds({ english: 12_999, physics: 400 });
    expect(now).toEqual({ english: 12, physics: 0 });
    expect(changedSince(now, null)).toBe(true);
    expect(changedSince(now, { english: 12 })).toBe(false);
    expect(changedSince({ english: 13, physics: 0 }, { english: 12 })).toBe(true);
    expect(changedSince({ physics: 0 }, null)).toBe(false);
  });

  it('resumes from the larger of the server and the device, ignoring junk', () => {
    expect(
      startingTotals(
        { english: 30, physics: 5, chemistry: -1 },
        { english: 12_000, physics: 9_500, biology: 'x' },
      ),
    ).toEqual({ english: 30_000, physics: 9_500 });
    expect(startingTotals(undefined, undefined)).toEqual({});
  });
});

describe('the subject clock', () => {
  it('counts the subject in view while visible, and sends only changes', async () => {
    let now = 0;
    let visible = true;
    const sent: Record<string, number>[] = [];
    const clock = createSubjectClock(
      'a1',
      { english: 10 },
      (seconds) => {
        sent.push(seconds);
        return Promise.resolve();
      },
      { now: () => now, visible: () => visible, persist: false },
    );
    clock.setSubject('english');
    now += 3_000;
    clock.tick();
    clock.setSubject('physics');
    now += 2_000;
    visible = false;
    clock.hidden(); // the 2 s before it hid count; sent with keepalive
    now += 4_000;
    clock.tick(); // hidden: not counted
    visible = true;
    now += 60_000;
    clock.shown(); // nor the time until it shows again
    now += 1_000;
    await clock.send();
    await clock.send();
    expect(sent).toEqual([
      { english: 13, physics: 2 },
      { english: 13, physics: 3 },
    ]);
  });

  it('sends again after a failed send', async () => {
    let fail = true;
    const sent: Record<string, number>[] = [];
    const clock = createSubjectClock(
      'a1',
      { english: 5 },
      (seconds) => {
        sent.push(seconds);
        return fail ? Promise.reject(new TypeError('offline')) : Promise.resolve();
      },
      { now: () => 0, visible: () => true, persist: false },
    );
    expect(await clock.send()).toBe(false);
    fail = false;
    expect(await clock.send()).toBe(true);
    await clock.send();
    expect(sent).toHaveLength(2);
  });
});
