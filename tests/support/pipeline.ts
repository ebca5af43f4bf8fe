// Helpers for the pipeline's emulator tests: tasks made with the Admin SDK (as submitTask would),
// a clean queue per file (the tick is global, so other files' leftovers would take its slots),
// and polling for what the Functions emulator's triggers do.
import {
  DEFAULT_SETTINGS,
  QUEUE_COLLECTION,
  QUEUE_STATE_PATH,
  queueOrder,
  splitSettings,
  toMillis,
  type Settings,
  type Task,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './functions-client';
import { randomId } from './emulators';
import { taskDoc } from './factories';

export const H = 3_600_000;

/** Removes every task (and its staff subcollection), the queue index and its state. Test files run one at a time. */
export async function clearTasks() {
  await adminDb.recursiveDelete(adminDb.collection('tasks'));
  await adminDb.recursiveDelete(adminDb.collection(QUEUE_COLLECTION));
  await adminDb.doc(QUEUE_STATE_PATH).delete();
}

export async function useDefaultSettings(overrides: Partial<Settings> = {}) {
  const { app, staff } = splitSettings({ ...DEFAULT_SETTINGS, ...overrides });
  await Promise.all([adminDb.doc('settings/app').set(app), adminDb.doc('settings/staff').set(staff)]);
}

/** A task document written directly, with Firestore timestamps, and its queue index entry when queued; returns its id. */
export async function createTask(
  userId: string,
  overrides: Partial<Task> = {},
  id = randomId('task'),
): Promise<string> {
  const data = taskDoc(userId, overrides) as Record<string, unknown>;
  for (const k of ['submittedAt', 'activatedAt', 'dueAt', 'deliveredAt', 'updatedAt']) {
    const v = data[k];
    if (v instanceof Date) data[k] = Timestamp.fromDate(v);
    if (typeof v === 'number') data[k] = Timestamp.fromMillis(v);
  }
  await adminDb.collection('tasks').doc(id).set(data);
  const task = data as Task;
  if (task.status === 'submitted' && task.queueStatus === 'queued') {
    await adminDb
      .collection(QUEUE_COLLECTION)
      .doc(id)
      .set({ order: queueOrder(task.queueKey, toMillis(task.submittedAt) ?? 0, id) });
  }
  return id;
}

export async function readTask(id: string): Promise<Task> {
  return (await adminDb.collection('tasks').doc(id).get()).data() as Task;
}

/** Polls until `check` returns a value (the Functions emulator's triggers run on their own time). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function setWallet(uid: string, balance: number) {
  await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance, updatedAt: Timestamp.now() });
}
