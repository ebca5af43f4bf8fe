/**
 * Changes the person is making right now in this tab (cancel, request a revision). The action
 * shows its own toast; the notification the server derives from the same change arrives a moment
 * later and would say it again, so the notification bell asks here before toasting. It still
 * lists the notification in its panel. Entries expire, so a later change by someone else toasts.
 */
const pending = new Map<string, number>();
const TTL_MS = 2 * 60_000;

const keyOf = (taskId: string, status: string) => `${taskId}:${status}`;

/** Records an expected change; returns a function that forgets it (for when the action fails). */
export function expectOwnChange(taskId: string, status: string): () => void {
  const key = keyOf(taskId, status);
  pending.set(key, Date.now() + TTL_MS);
  return () => pending.delete(key);
}

/** True when the change was made here, in the last two minutes. */
export function isOwnChange(taskId: string | undefined, status: string | undefined, nowMs = Date.now()): boolean {
  if (!taskId || !status) return false;
  const until = pending.get(keyOf(taskId, status));
  if (until === undefined) return false;
  if (until < nowMs) {
    pending.delete(keyOf(taskId, status));
    return false;
  }
  return true;
}
