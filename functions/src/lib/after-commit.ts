import { logs } from './logs.js';

/**
 * Work a callable does after its transaction committed (starting a queued task at once, the
 * queue re-counting behind a cancelled one). The caller's action has already happened, so a
 * failure here must not reach them as an `internal` error they would retry: it is logged, and
 * the scheduled tick, which does the same work, catches up. Returns the work's result, or
 * `fallback` when it failed.
 */
export async function afterCommit<T>(label: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (err) {
    logs.afterCommitFailed(label, err);
    return fallback;
  }
}
