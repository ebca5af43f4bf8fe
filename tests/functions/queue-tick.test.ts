// The scheduler tick's plain function, against the emulators: activation order and capacity,
// due times, the queue index, the SLA warning and refund windows, and "a tick writes only what changed".
import { DEFAULT_SETTINGS, queueKey, toMillis, type Settings, type Task, type Tier } from '@tasklane/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/functions-client';
import { H, clearTasks, createTask, eventually, readTask, setWallet, useDefaultSettings } from '../support/pipeline';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';

const settings = (queueCapacity: number): Settings => ({ ...DEFAULT_SETTINGS, queueCapacity });
const owner = 'tick-owner';

function queued(submittedAt: number, tier: Tier) {
  return {
    tier,
    submittedAt: new Date(submittedAt),
    queueKey: queueKey(submittedAt, tier, DEFAULT_SETTINGS),
    queuePosition: null,
  };
}

const entryExists = async (id: string) => (await adminDb.doc(`queue/${id}`).get()).exists;

beforeEach(async () => {
  await clearTasks();
  await useDefaultSettings();
});

describe('runQueueTick', () => {
  it('activates up to capacity, earliest deadline first, with the tier due time, and touches no one else', async () => {
    const now = Date.now();
    const a = await createTask(owner, queued(now - 2 * H, 'standard')); // due key now+22h
    const b = await createTask(owner, queued(now - 1 * H, 'premium')); //  now+11h
    const c = await createTask(owner, queued(now - 3 * H, 'standard')); // now+21h
    const d = await createTask(owner, queued(now - H / 2, 'express')); //  now+17.5h
    const held = await createTask(owner, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - H),
      dueAt: new Date(now + 23 * H),
    });
    const queuedBefore = await readTask(c);

    const out = await runQueueTick(now, { settings: settings(3) });

    expect(out.activated).toBe(2); // one of three slots is held by the in_review task
    const [ta, tb, tc, td] = (await Promise.all([a, b, c, d].map(readTask))) as [Task, Task, Task, Task];
    expect(tb.queueStatus).not.toBe('queued');
    expect(td.queueStatus).not.toBe('queued');
    expect(toMillis(tb.activatedAt)).toBe(now);
    expect(toMillis(tb.dueAt)).toBe(now + 12 * H);
    expect(toMillis(td.dueAt)).toBe(now + 18 * H);
    expect(tb.history.some((h) => h.note?.startsWith('Activated'))).toBe(true);
    expect([tc.queueStatus, ta.queueStatus]).toEqual(['queued', 'queued']);
    expect(await Promise.all([a, b, c, d].map(entryExists))).toEqual([true, false, true, false]);
    // 2 activations × (task + index entry) + the lease + the queue-state bump; the waiting tasks are not rewritten.
    expect(out.writes).toBe(6);
    expect(toMillis(tc.updatedAt)).toBe(toMillis(queuedBefore.updatedAt));
    expect((await readTask(held)).status).toBe('in_review');
  });

  it('writes nothing when nothing changed, and leaves a full production line alone', async () => {
    const now = Date.now();
    await createTask(owner, queued(now - H, 'standard'));
    await createTask(owner, queued(now - H / 2, 'standard'));
    await createTask(owner, {
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now),
      dueAt: new Date(now + 24 * H),
    });

    const out = await runQueueTick(now, { settings: settings(1) });
    expect(out).toEqual({ activated: 0, warned: 0, refunded: 0, nudged: 0, atRisk: 0, writes: 0 });
  });

  it('finds the tasks to warn and to refund through due-time windows, leaving tasks far from due alone', async () => {
    const now = Date.now();
    // Far from due: neither window reaches them, so the tick never reads them.
    await Promise.all(
      [0, 1, 2].map(() =>
        createTask(owner, {
          status: 'in_review',
          queueStatus: null,
          queuePosition: null,
          activatedAt: new Date(now),
          dueAt: new Date(now + 24 * H),
        }),
      ),
    );
    const warn = await createTask(owner, {
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - 11 * H),
      dueAt: new Date(now + H),
    });
    const late = await createTask(owner, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - 13 * H),
      dueAt: new Date(now - H),
      slaWarned: true,
    });
    await setWallet(owner, 0);
    const out = await runQueueTick(now, { settings: settings(10) });
    expect(out).toMatchObject({ warned: 1, refunded: 1 });
    expect((await readTask(warn)).slaWarned).toBe(true);
    expect((await readTask(late)).lateRefunded).toBe(true);
    expect((await runQueueTick(now, { settings: settings(10) })).writes).toBe(0);
  });

  it('raises the SLA warning once at 80% of the promised time', async () => {
    const activated = Date.now() - 5 * H;
    const id = await createTask(owner, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(activated),
      dueAt: new Date(activated + 10 * H),
    });

    const before = await runQueueTick(activated + 7.9 * H, { settings: settings(5) });
    expect(before.warned).toBe(0);
    expect((await readTask(id)).slaWarned).toBe(false);

    const at80 = await runQueueTick(activated + 8 * H, { settings: settings(5) });
    expect(at80).toMatchObject({ warned: 1, writes: 1 });
    expect((await readTask(id)).slaWarned).toBe(true);

    const again = await runQueueTick(activated + 9 * H, { settings: settings(5) });
    expect(again.writes).toBe(0);
  });

  it('does not warn or refund a task that was already delivered once (revision in progress)', async () => {
    const activated = Date.now() - 30 * H;
    await createTask(owner, {
      status: 'reopened',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(activated),
      dueAt: new Date(activated + 24 * H),
      deliveredAt: new Date(activated + 20 * H),
    });
    const out = await runQueueTick(Date.now(), { settings: settings(5) });
    expect(out).toMatchObject({ warned: 0, refunded: 0 });
  });

  it('never over-fills the slots when two ticks run at the same moment', async () => {
    const now = Date.now();
    const ids = await Promise.all([1, 2, 3, 4, 5].map((i) => createTask(owner, queued(now - i * H, 'standard'))));
    const [one, two] = await Promise.all([
      runQueueTick(now, { settings: settings(2) }),
      runQueueTick(now, { settings: settings(2) }),
    ]);
    expect(one.activated + two.activated).toBe(2);
    const tasks = await Promise.all(ids.map(readTask));
    expect(tasks.filter((t) => t.queueStatus !== 'queued')).toHaveLength(2);
    expect(tasks.filter((t) => t.queueStatus === 'queued')).toHaveLength(3);
    expect((await adminDb.collection('queue').get()).size).toBe(3);
  });

  it('asks again for a draft whose run was lost, once per 15 minutes, and the trigger drafts it', async () => {
    const activated = Date.now() - 20 * 60_000;
    const id = await createTask(owner, {
      queueStatus: 'active',
      queuePosition: null,
      activatedAt: new Date(activated),
      dueAt: new Date(activated + 24 * H),
    });
    const out = await runQueueTick(Date.now(), { settings: settings(5) });
    expect(out).toMatchObject({ nudged: 1, writes: 1 });
    const drafted = await eventually(async () => {
      const t = await readTask(id);
      return t.status === 'ai_drafted' ? t : null;
    }, 'the drafting trigger after the nudge');
    expect(drafted.draftFailed).toBe(false);
  });

  it('keeps the lease document only as a by-product of activation', async () => {
    const now = Date.now();
    await createTask(owner, queued(now - H, 'standard'));
    await runQueueTick(now, { settings: settings(5) });
    const lease = await adminDb.doc('system/queue').get();
    expect(lease.exists).toBe(true);
  });
});
