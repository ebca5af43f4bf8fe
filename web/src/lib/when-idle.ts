type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), so that work a screen
 * does not need for its first paint waits for the paint. Returns the cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/**
 * Runs `run` just after the browser has painted the next frame: what a screen fetches there does
 * not share the network or the main thread with that paint. (A tab in the background paints no
 * frame until it is shown.) Returns the cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
