import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** How long after a screen mounts before looking for idle time: its own data comes first. */
const SETTLE_MS = 3_000;

/**
 * Fetches the screens a person is likely to open next once the browser is idle, so that the tap
 * does not wait for a chunk. Nothing on a connection that asks to save data.
 */
export function IdlePrefetch({ preload }: { preload: readonly (() => void)[] }) {
  useEffect(() => {
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    let cancelIdle: (() => void) | undefined;
    const run = () => preload.forEach((p) => p());
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(run, 10_000);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [preload]);
  return null;
}
