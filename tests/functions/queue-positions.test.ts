// Queue positions are computed, not stored: a customer counts the queue index entries ahead of
// their task, with the web's filter and their own signed-in client (rules apply). After a mix of
// premium and standard submissions, a cancellation and an activation, every position and
// estimated start must match the true earliest-deadline-first order. Also: a submission to an
// idle queue starts at once, and a tick racing a submission never over-fills the slots.
import {
  DEFAULT_SETTINGS,
  QUEUE_STATE_PATH,
  aheadInQueueFilter,
  compareQueue,
  estimatedStartMs,
  positionFromAhead,
  toMillis,
  type Task,
  type Tier,
} from '@tasklane/domain';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, clearTasks, createTask, eventually, readTask, setWallet, useDefaultSettings } from '../support/pipeline';
import { submitInput } from '../support/task-helpers';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';

let customer: TestClient;
let other: TestClient;
beforeAll(async () => {
  customer = await signedInClient();
  other = await signedInClient();
});
afterAll(async () => {
  await customer.close();
  await other.close();
});
beforeEach(async () => {
  await clearTasks();
});

/** What the customer's screen shows for one task: the count through the rules, then the estimate. */
async function shownPosition(client: TestClient, id: string, task: Task): Promise<number> {
  const f = aheadInQueueFilter(id, task);
  const snap = await getCountFromServer(query(collection(client.firestore(), 'queue'), where(f.field, f.op, f.value)));
  return positionFromAhead(snap.data().count);
}

/** The true order: every queued task, sorted by the product rule (deadline key, then submission, then id). */
async function trueOrder(): Promise<{ id: string; task: Task }[]> {
  const snap = await adminDb.collection('tasks').where('queueStatus', '==', 'queued').get();
  return snap.docs
    .map((d) => ({ id: d.id, task: d.data() as Task }))
    .sort((a, b) => compareQueue(a.task, b.task) || (a.id < b.id ? -1 : 1));
}

async function expectShownMatchesTrueOrder(now: number) {
  const order = await trueOrder();
  const settings = { ...DEFAULT_SETTINGS, queueCapacity: 2 };
  const shown = await Promise.all(
    order.map(({ id, task }) => shownPosition(task.userId === customer.uid ? customer : other, id, task)),
  );
  expect(shown).toEqual(order.map((_, i) => i + 1));
  // The estimate the screen prints comes from that position; within a tier it follows the order.
  const etas = order.map(({ task }, i) => ({
    tier: task.tier,
    eta: estimatedStartMs(shown[i]!, task.tier, settings, now),
  }));
  for (const tier of ['standard', 'premium'] as Tier[]) {
    const mine = etas.filter((e) => e.tier === tier).map((e) => e.eta);
    expect(mine).toEqual([...mine].sort((a, b) => a - b));
  }
  return order;
}

async function stateChangedAt(): Promise<number> {
  return toMillis((await adminDb.doc(QUEUE_STATE_PATH).get()).get('changedAt') as Task['submittedAt']) ?? 0;
}

describe('computed queue positions', () => {
  it('match the true order after premium and standard submissions, a cancellation and an activation', async () => {
    await useDefaultSettings({ queueCapacity: 2 });
    const now = Date.now();
    // Two tasks in review hold both slots, so submissions queue.
    const held = await Promise.all(
      [0, 1].map(() =>
        createTask('someone', {
          status: 'in_review',
          queueStatus: null,
          queuePosition: null,
          activatedAt: new Date(now),
          dueAt: new Date(now + 24 * H),
        }),
      ),
    );
    // An older standard task of another customer is already waiting.
    await createTask(other.uid!, {
      tier: 'standard',
      submittedAt: new Date(now - 2 * H),
      queueKey: now - 2 * H + 24 * H,
      queuePosition: null,
    });
    await setWallet(customer.uid!, 20);
    await setWallet(other.uid!, 20);

    const ids: Record<string, string> = {};
    for (const [name, who, tier] of [
      ['s1', customer, 'standard'],
      ['p1', other, 'premium'],
      ['s2', customer, 'standard'],
      ['p2', customer, 'premium'],
      ['s3', other, 'standard'],
    ] as const) {
      const out = await who.call('submitTask', submitInput(who.uid!, { tier, title: name }));
      expect(out.queueStatus).toBe('queued');
      ids[name] = out.taskId;
    }
    let order = await expectShownMatchesTrueOrder(now);
    // Premium tasks (12 h) overtake standard ones submitted up to 12 h before them.
    expect(order.map((o) => o.task.title).slice(0, 2)).toEqual(['p1', 'p2']);

    // A premium submission went ahead of queued tasks, so screens were told to re-count.
    const beforeCancel = await stateChangedAt();
    expect(beforeCancel).toBeGreaterThan(0);
    await customer.call('cancelTask', { taskId: ids.p2! });
    expect(await stateChangedAt()).toBeGreaterThan(beforeCancel);
    expect((await adminDb.doc(`queue/${ids.p2}`).get()).exists).toBe(false);
    order = await expectShownMatchesTrueOrder(now);
    expect(order).toHaveLength(5);

    // One slot frees: the tick activates exactly the head and removes its index entry.
    await adminDb.doc(`tasks/${held[0]}`).update({ status: 'delivered', deliveredAt: new Date() });
    const beforeTick = await stateChangedAt();
    const tick = await runQueueTick(Date.now(), { settings: { ...DEFAULT_SETTINGS, queueCapacity: 2 } });
    expect(tick.activated).toBe(1);
    // Started (the drafting trigger may already have moved it on to ai_drafted).
    const head = await readTask(order[0]!.id);
    expect(head.queueStatus).not.toBe('queued');
    expect(toMillis(head.activatedAt)).not.toBeNull();
    expect((await adminDb.doc(`queue/${order[0]!.id}`).get()).exists).toBe(false);
    expect(await stateChangedAt()).toBeGreaterThan(beforeTick);
    const after = await expectShownMatchesTrueOrder(now);
    expect(after.map((o) => o.id)).toEqual(order.slice(1).map((o) => o.id));
  });

  it('writes only what changed: a submission at the back touches no other task and leaves the state alone', async () => {
    await useDefaultSettings({ queueCapacity: 1 });
    const now = Date.now();
    await createTask('someone', {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now),
      dueAt: new Date(now + 24 * H),
    });
    const waiting = await Promise.all(
      [1, 2, 3].map((i) =>
        createTask(other.uid!, {
          tier: 'premium',
          submittedAt: new Date(now - i * H),
          queueKey: now - i * H + 12 * H,
          queuePosition: null,
        }),
      ),
    );
    const before = await Promise.all(waiting.map((id) => adminDb.doc(`tasks/${id}`).get()));
    await setWallet(customer.uid!, 5);
    const out = await customer.call('submitTask', submitInput(customer.uid!, { tier: 'standard' }));
    expect(out.queueStatus).toBe('queued');
    const afterSnaps = await Promise.all(waiting.map((id) => adminDb.doc(`tasks/${id}`).get()));
    expect(afterSnaps.map((s) => s.updateTime!.toMillis())).toEqual(before.map((s) => s.updateTime!.toMillis()));
    expect((await adminDb.doc(QUEUE_STATE_PATH).get()).exists).toBe(false);
    expect(await shownPosition(customer, out.taskId, await readTask(out.taskId))).toBe(4);
  });
});

describe('starting at once', () => {
  it('activates a task submitted to an idle queue in the submission itself, and drafting follows', async () => {
    await useDefaultSettings({ queueCapacity: 2 });
    await setWallet(customer.uid!, 5);
    const started = Date.now();
    const out = await customer.call('submitTask', submitInput(customer.uid!, { title: 'Idle queue' }));
    expect(out.queueStatus).toBe('active');
    const task = await readTask(out.taskId);
    expect(task.queueStatus).toBe('active');
    expect(toMillis(task.activatedAt)).toBeGreaterThanOrEqual(started);
    expect(task.history.map((h) => h.note ?? h.to)).toEqual(['submitted', 'Activated: left the queue']);
    expect((await adminDb.doc(`queue/${out.taskId}`).get()).exists).toBe(false);
    await eventually(
      async () => (await readTask(out.taskId)).status === 'ai_drafted',
      'the drafting trigger after an immediate start',
    );
  });

  it('never over-fills the slots when a tick races submissions', async () => {
    await useDefaultSettings({ queueCapacity: 2 });
    const now = Date.now();
    await createTask('someone', {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now),
      dueAt: new Date(now + 24 * H),
    });
    await Promise.all(
      [1, 2, 3].map((i) =>
        createTask(other.uid!, {
          submittedAt: new Date(now - i * H),
          queueKey: now - i * H + 24 * H,
          queuePosition: null,
        }),
      ),
    );
    await setWallet(customer.uid!, 5);
    await Promise.all([
      runQueueTick(Date.now()),
      customer.call('submitTask', submitInput(customer.uid!, { title: 'Race A' })),
      runQueueTick(Date.now()),
      customer.call('submitTask', submitInput(customer.uid!, { title: 'Race B' })),
    ]);
    const all = (await adminDb.collection('tasks').get()).docs.map((d) => d.data() as Task);
    const occupying = all.filter(
      (t) =>
        t.status === 'in_review' ||
        t.status === 'ai_drafted' ||
        (t.status === 'submitted' && t.queueStatus === 'active'),
    );
    expect(occupying).toHaveLength(2);
    // The one free slot went to the earliest deadline: the oldest waiting task, not a racer.
    const started = all.filter((t) => t.status !== 'in_review' && t.queueStatus !== 'queued');
    expect(started.map((t) => toMillis(t.submittedAt))).toEqual([now - 3 * H]);
    const entries = await adminDb.collection('queue').get();
    expect(entries.size).toBe(all.filter((t) => t.queueStatus === 'queued').length);
  });
});
