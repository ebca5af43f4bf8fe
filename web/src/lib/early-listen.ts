import { doc, onSnapshot } from 'firebase/firestore';
import { db } from './firebase-data';

/** How long the early listener waits for the screen's own to join it. */
const HOLD_MS = 15_000;

let started = false;

/**
 * Starts listening to the task a /tasks/:id screen opens with as soon as Auth reports the user,
 * instead of once React has rendered the signed-in screen around it (rendered in slices, that is
 * hundreds of milliseconds on a phone). The screen's own listener on the same document joins the
 * SDK's target, which by then may already hold the server's answer. It stops after a while;
 * the screen's listener keeps the target. Errors (a task not yours) are left to the screen's own
 * listener to meet and report.
 */
export function listenEarly(taskId: string): void {
  if (started) return;
  started = true;
  const stop = onSnapshot(
    doc(db, 'tasks', taskId),
    () => undefined,
    () => undefined,
  );
  window.setTimeout(stop, HOLD_MS);
}
