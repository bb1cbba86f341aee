import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createAutosaver, type AutosaverOptions, type SaveStatus } from './autosaver';

/** The autosaver against a fake server: what it sends, and what it does with each answer. */
function setup(answer: () => Promise<unknown>, options?: AutosaverOptions) {
  const sent: Record<string, string>[] = [];
  const statuses: SaveStatus[] = [];
  const onClosed = vi.fn();
  const calls = {
    saveAnswers: (patch: Record<string, string>) => {
      sent.push(patch);
      return answer();
    },
    saveAnswersOnExit: () => {},
  };
  const saver = createAutosaver('attempt-1', {}, (s) => statuses.push(s), calls, options);
  saver.connect(calls, onClosed);
  return { saver, sent, statuses, onClosed };
}

describe('autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the answers of a pause in one save', async () => {
    const { saver, sent, statuses } = setup(() => Promise.resolve({}));
    saver.change('q1', 'A');
    saver.change('q2', 'B');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ q1: 'A', q2: 'B' }]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('stops and reports a closed attempt (submitted, or past its deadline)', async () => {
    const { saver, sent, onClosed } = setup(() =>
      Promise.reject(new ApiError(409, 'DEADLINE_PASSED', 'Time is up')),
    );
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onClosed).toHaveBeenCalledOnce();
    saver.change('q2', 'B');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });

  it('retries while offline or the server fails, with backoff', async () => {
    let calls = 0;
    const { saver, statuses } = setup(() =>
      ++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({}),
    );
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(calls).toBe(3);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('keeps answers the server refused for the submit, without retrying', async () => {
    const { saver, sent, statuses } = setup(() =>
      Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Not part of this quiz')),
    );
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(statuses.at(-1)).toBe('error');
  });

  it('saves after each pause in answering by default (practice)', async () => {
    const { saver, sent } = setup(() => Promise.resolve({}));
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    saver.change('q2', 'B');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ q1: 'A' }, { q2: 'B' }]);
  });

  it('keeps a minimum interval between saves, sending only what changed (a mock: 10 s)', async () => {
    const { saver, sent, statuses } = setup(() => Promise.resolve({}), { minIntervalMs: 10_000 });
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ q1: 'A' }]);
    saver.change('q2', 'B');
    await vi.advanceTimersByTimeAsync(3000);
    saver.change('q3', 'C');
    saver.change('q2', 'D');
    await vi.advanceTimersByTimeAsync(6500);
    expect(sent).toHaveLength(1);
    // 10 s after the first save went out (at 0.7 s): the rest in one save.
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([{ q1: 'A' }, { q2: 'D', q3: 'C' }]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('waits out the interval before retrying a failed save too', async () => {
    let calls = 0;
    const { saver, sent } = setup(
      () => (++calls < 2 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({})),
      { minIntervalMs: 10_000 },
    );
    saver.change('q1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(8000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(2);
  });
});
