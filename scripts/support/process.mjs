// @ts-check
/**
 * Signals a detached child's whole process group (firebase-tools and its Java children, npm and
 * Vite). Returns false when there is nothing to signal: the child never started or is gone.
 * A child without a pid must never reach `process.kill(-pid)`: -0 would signal our own group.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function killGroup(child, signal) {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}
