import { useEffect } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** How long after a screen mounts before looking for idle time: its own data comes first. */
const SETTLE_MS = 3_000;

/**
 * Fetches the screens a person is likely to open next once the browser is idle, so that the tap
 * does not wait for a chunk. Nothing on a connection that asks to save data.
 */
export function IdlePrefetch({ preload }: { preload: readonly (() => void)[] }) {
  useEffect(() => {
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    const w = window as IdleWindow;
    let idle: number | undefined;
    const run = () => preload.forEach((p) => p());
    const timer = window.setTimeout(() => {
      idle = w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: 10_000 }) : window.setTimeout(run, 0);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) (w.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [preload]);
  return null;
}
