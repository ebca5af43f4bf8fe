// @vitest-environment happy-dom
// IdlePrefetch: the likely next screens are fetched 3 s after a screen mounts, one per idle
// period of the browser, not all in one task; nothing once the screen has gone, nothing on a
// connection that asks to save data.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../web/src/app/layouts/idle-prefetch';

/** The window's idle-callback API, replaced by the test (happy-dom's runs on a timer). */
type IdleApi = { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
const idleApi = () => window as unknown as IdleApi;

/** The idle callbacks waiting, by id; the test gives the browser's idle periods one at a time. */
const idle = new Map<number, () => void>();
let lastId = 0;
const idlePeriod = () =>
  act(() => {
    const [id, run] = [...idle][0] ?? [];
    if (id === undefined || !run) return;
    idle.delete(id);
    run();
  });

beforeEach(() => {
  vi.useFakeTimers();
  idle.clear();
  const w = idleApi();
  w.requestIdleCallback = (cb) => {
    idle.set(++lastId, cb);
    return lastId;
  };
  w.cancelIdleCallback = (id) => void idle.delete(id);
});

afterEach(() => {
  vi.useRealTimers();
  delete idleApi().requestIdleCallback;
  delete idleApi().cancelIdleCallback;
  delete (navigator as Navigator & { connection?: unknown }).connection;
});

function screens() {
  const fetched: string[] = [];
  return { fetched, preload: ['tasks', 'task', 'new task'].map((name) => () => void fetched.push(name)) };
}

describe('IdlePrefetch', () => {
  it('fetches one screen per idle period, once the screen has had 3 s', () => {
    const { fetched, preload } = screens();
    render(<IdlePrefetch preload={preload} />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(idle.size).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(fetched).toEqual([]);
    idlePeriod();
    expect(fetched).toEqual(['tasks']);
    idlePeriod();
    expect(fetched).toEqual(['tasks', 'task']);
    idlePeriod();
    expect(fetched).toEqual(['tasks', 'task', 'new task']);
    expect(idle.size).toBe(0);
  });

  it('stops when the screen goes', () => {
    const { fetched, preload } = screens();
    const { unmount } = render(<IdlePrefetch preload={preload} />);
    act(() => vi.advanceTimersByTime(3_000));
    idlePeriod();
    unmount();
    idlePeriod();
    expect(fetched).toEqual(['tasks']);
  });

  it('fetches nothing on a connection that asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { fetched, preload } = screens();
    render(<IdlePrefetch preload={preload} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(idle.size).toBe(0);
    expect(fetched).toEqual([]);
  });
});
