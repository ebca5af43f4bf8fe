import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from './when-idle';

/**
 * The screen's own data first. The listeners around a screen that it does not show (the bell's
 * newest notifications, the role follower, the queue toasts' watcher, the team list) start once
 * every listener already listening has its first answer on screen, or 2 s after they mount on a
 * screen that has none: started with the screen's, their targets went out in the same listen
 * request and their documents came back in the same answer, which the SDK applies in one task
 * (391 ms at Lighthouse's 4x slowdown for the dashboard's 36 documents), all before the screen
 * showed its own. Started when the first answer came (the balance's, on the dashboard) rather than
 * once every answer was painted, they mounted and sent their own listen requests while the screen
 * still rendered its list (a transition, in slices), so the screen's largest paint came after
 * those requests too.
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

/** The listeners mounted while the rest is held back that have not had their first answer yet. */
const unanswered = new Set<object>();
let anyAnswered = false;
let cancelRelease: (() => void) | null = null;

/**
 * Once no listener waits for its first answer and one has had it: two frames later (the answers'
 * commit painted and presented), what waits may start. A listener that mounts meanwhile holds it
 * back again until it has its own.
 */
function settle(): void {
  if (screenDataCame) return;
  if (!anyAnswered || unanswered.size > 0) {
    cancelRelease?.();
    cancelRelease = null;
    return;
  }
  if (cancelRelease) return;
  let cancelAfterPaint: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    cancelAfterPaint = afterNextPaint(() => {
      cancelRelease = null;
      if (unanswered.size === 0) noteScreenData();
    });
  });
  cancelRelease = () => {
    cancelAnimationFrame(frame);
    cancelAfterPaint?.();
  };
}

/**
 * Called by each listener's hook with whether it holds its first answer (data or refusal), and
 * whether it listens to anything yet (a listener whose query is not known yet, or one of those held
 * back, listens to nothing). Until the rest starts, a listener listening without an answer holds
 * it back, and the last answer on screen lets it go.
 */
export function useNoteScreenData(answered: boolean, listening = true): void {
  const [listener] = useState(() => ({}));
  useEffect(() => {
    if (screenDataCame || !listening) return;
    if (answered) {
      anyAnswered = true;
      settle();
      return;
    }
    unanswered.add(listener);
    return () => {
      unanswered.delete(listener);
      settle();
    };
  }, [answered, listening, listener]);
}

function onScreenData(wake: () => void): () => void {
  screenDataWaiters.add(wake);
  return () => screenDataWaiters.delete(wake);
}

/** True once the screen's first live data has come (or 2 s after this mounted without it). */
export function useAfterScreenData(): boolean {
  const came = useSyncExternalStore(
    onScreenData,
    () => screenDataCame,
    () => false,
  );
  useEffect(() => {
    if (came) return;
    const timer = window.setTimeout(noteScreenData, afterScreenDataMs);
    return () => window.clearTimeout(timer);
  }, [came]);
  return came;
}

/**
 * False until this component's first commit has been painted, then true: a screen's own listeners
 * that its first paint does not need (the task page's conversation, refund request and settings)
 * start there, so their listen requests and answers do not share the network and the main thread
 * with the screen's largest paint. In a tab that is not shown, which paints nothing, at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    if (document.visibilityState === 'hidden') {
      setPainted(true);
      return;
    }
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}

/** Tests: a fresh page load's state, and how long a screen without data makes the rest wait. */
export function resetScreenDataForTests(fallbackMs: number): void {
  screenDataCame = false;
  anyAnswered = false;
  unanswered.clear();
  cancelRelease?.();
  cancelRelease = null;
  afterScreenDataMs = fallbackMs;
}
