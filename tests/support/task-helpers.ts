// Shared pieces for the task callables' tests: a valid input, wallets, and tasks in a given state.
import { DEFAULT_SETTINGS, splitSettings, type CallableInput, type Task, type TaskInput } from '@tasklane/domain';
import { randomUUID } from 'node:crypto';
import { adminDb } from './functions-client';
import { taskDoc } from './factories';

/** A valid task, as the form sends it. */
export function taskInput(overrides: Partial<TaskInput> = {}): TaskInput {
  return {
    title: 'Polish my About page',
    category: 'admin_docs',
    tier: 'standard',
    brief: 'Please polish the text below and keep our friendly tone.',
    sourceText: 'We are a small café by the canal.',
    deliverableType: 'text',
    language: 'en',
    ...overrides,
  };
}

/** A valid submitTask input for the paying account (the caller's uid, or a team's id). */
export function submitInput(
  accountId: string,
  overrides: Partial<CallableInput<'submitTask'>> = {},
): CallableInput<'submitTask'> {
  return { requestId: randomUUID(), accountId, ...taskInput(), ...overrides };
}

/** The same task for a card Checkout (createCheckoutSession's kind 'task'): a request id and the task. */
export function cardTaskOrder(overrides: Partial<TaskInput> = {}): { requestId: string; task: TaskInput } {
  return { requestId: randomUUID(), task: taskInput(overrides) };
}

/** The default settings, in their two documents (public app, admin-only staff). */
export async function setSettings() {
  const { app, staff } = splitSettings(DEFAULT_SETTINGS);
  await Promise.all([adminDb.doc('settings/app').set(app), adminDb.doc('settings/staff').set(staff)]);
}

export async function giveWallet(uid: string, balance: number) {
  await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance, updatedAt: new Date() });
}

export async function balanceOf(uid: string): Promise<number> {
  return ((await adminDb.doc(`wallets/${uid}`).get()).data() as { balance: number }).balance;
}

/** A task in any state, written with the Admin SDK (as the pipeline would leave it). */
export async function putTask(uid: string, overrides: Partial<Task> = {}): Promise<string> {
  const ref = adminDb.collection('tasks').doc();
  await ref.set(taskDoc(uid, overrides));
  return ref.id;
}

export function deliveredTask(hoursAgo: number, overrides: Partial<Task> = {}): Partial<Task> {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  return {
    status: 'delivered',
    queueStatus: null,
    queuePosition: null,
    deliveredAt: at,
    activatedAt: at,
    dueAt: at,
    result: 'Done.',
    ...overrides,
  };
}

export async function auditFor(uid: string, action: string) {
  const snap = await adminDb
    .collection('auditLogs')
    .where('subjectUserId', '==', uid)
    .where('action', '==', action)
    .get();
  return snap.docs.map((d) => d.data());
}

/**
 * Fills every production slot with tasks of a stand-in customer (active, before their draft),
 * so a submission stays queued instead of starting at once. Returns a function removing them.
 */
export async function holdAllSlots(): Promise<() => Promise<void>> {
  const capacity =
    ((await adminDb.doc('settings/app').get()).get('queueCapacity') as number | undefined) ??
    DEFAULT_SETTINGS.queueCapacity;
  const now = Date.now();
  const refs = Array.from({ length: capacity }, () => adminDb.collection('tasks').doc());
  await Promise.all(
    refs.map((r) =>
      r.set(
        taskDoc('slot-holder', {
          queueStatus: 'active',
          queuePosition: null,
          activatedAt: new Date(now),
          dueAt: new Date(now + 24 * 3_600_000),
        }),
      ),
    ),
  );
  return async () => {
    await Promise.all(refs.map((r) => r.delete()));
  };
}
