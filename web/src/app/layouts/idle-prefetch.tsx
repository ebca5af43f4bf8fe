import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** How long after a screen mounts before looking for idle time: its own data comes first. */
const SETTLE_MS = 3_000;

/**
 * Fetches the screens a person is likely to open next once the browser is idle, so that the tap
 * does not wait for a chunk. One screen per idle period: all at once, their preload links and
 * imports were one task of about 120 ms at Lighthouse's 4x slowdown, just after the screen's data
 * had arrived. Nothing on a connection that asks to save data.
 */
export function IdlePrefetch({ preload }: { preload: readonly (() => void)[] }) {
  useEffect(() => {
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    let cancelIdle: (() => void) | undefined;
    const next = (i: number) => {
      const run = preload[i];
      if (!run) return;
      cancelIdle = whenIdle(() => {
        run();
        next(i + 1);
      }, 10_000);
    };
    const timer = window.setTimeout(() => next(0), SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [preload]);
  return null;
}
