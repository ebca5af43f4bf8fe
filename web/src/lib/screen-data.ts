import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './when-idle';

/**
 * The screen's own data first. The listeners around a screen that it does not show (the bell's
 * newest notifications, the role follower, the queue toasts' watcher, the team list) start once
 * the first live answer of this page load is on screen, or 2 s after they mount on a screen
 * that has none: started with the screen's, their targets went out in the same listen request and
 * their documents came back in the same answer, which the SDK applies in one task (391 ms at
 * Lighthouse's 4x slowdown for the dashboard's 36 documents), all before the screen showed its own.
 * Started when the answer came rather than once it was painted, they mounted and sent their own
 * listen requests while the screen was still rendering it (a transition, in slices), so the
 * screen's largest paint came after those requests too.
 */
let afterScreenDataMs = 2_000;
let screenDataCame = false;
const screenDataWaiters = new Set<() => void>();

/** Says the screen's first live data has come (idempotent): what waits for it may start. */
export function noteScreenData(): void {
  if (screenDataCame) return;
  screenDataCame = true;
  screenDataWaiters.forEach((wake) => wake());
  screenDataWaiters.clear();
}

/**
 * Called by a listener's hook with whether it holds its first answer (data or refusal): once that
 * answer has been committed and the browser has painted the next frame, what waits may start.
 */
export function useNoteScreenData(answered: boolean): void {
  useEffect(() => (answered && !screenDataCame ? afterNextPaint(noteScreenData) : undefined), [answered]);
}

function onScreenData(wake: () => void): () => void {
  screenDataWaiters.add(wake);
  return () => screenDataWaiters.delete(wake);
}

/** True once the screen's first live data has come (or 2 s after this mounted without it). */
export function useAfterScreenData(): boolean {
  const came = useSyncExternalStore(onScreenData, () => screenDataCame, () => false);
  useEffect(() => {
    if (came) return;
    const timer = window.setTimeout(noteScreenData, afterScreenDataMs);
    return () => window.clearTimeout(timer);
  }, [came]);
  return came;
}

/** Tests: a fresh page load's state, and how long a screen without data makes the rest wait. */
export function resetScreenDataForTests(fallbackMs: number): void {
  screenDataCame = false;
  afterScreenDataMs = fallbackMs;
}
