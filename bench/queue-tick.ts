// Benchmark: what the queue costs at 100, 1,000 and 10,000 queued tasks, on a Firestore emulator
// this script starts. Per size, with every production slot taken:
//   busy tick     5 slots freed (as if delivered), the tick activates 5
//   idle tick     right after: nothing to do
//   submission    one credit submission through the real submitTask callable code (`.run`)
//   cancellation  one queued task in the middle of the line, through cancelTask
// For each it prints the documents written (observed: created, updated or deleted, across every
// collection it can touch) and the trigger invocations those writes cause: every update of a
// task fires the two task triggers (notifications, drafting), every wallet update the wallet
// trigger; "notify work" counts the task updates that get past the notification trigger's
// early return. No Functions emulator runs, so the invocations are derived from the writes.
//   TASKLANE_PORT_OFFSET=6000 npx tsx bench/queue-tick.ts [sizes…]
import {
  DEFAULT_SETTINGS,
  QUEUE_COLLECTION,
  queueKey,
  queueOrder,
  taskChangeMayNotify,
  type Settings,
  type TaskStatus,
  type Tier,
} from '@tasklane/domain';

const { startEmulators } = await import('../scripts/support/emulators.mjs');
const { emulatorEnv } = await import('../scripts/support/ports.mjs');
Object.assign(process.env, emulatorEnv());

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [100, 1_000, 10_000];
const CAPACITY = 5;
const settings: Settings = { ...DEFAULT_SETTINGS, queueCapacity: CAPACITY };
const TIERS: Tier[] = ['standard', 'express', 'premium'];
const USER = 'bench-user';
/** Update triggers per collection (functions/src/triggers): tasks 2, wallets 1. */
const TRIGGERS: Record<string, number> = { tasks: 2, wallets: 1 };

const emulators = await startEmulators({ only: ['firestore'], quiet: true });
try {
  const { db } = await import('../functions/src/lib/admin.ts');
  const { runQueueTick } = await import('../functions/src/lib/pipeline/tick.ts');
  const { submitTask } = await import('../functions/src/callable/submit-task.ts');
  const { cancelTask } = await import('../functions/src/callable/cancel-task.ts');
  const { Timestamp } = await import('firebase-admin/firestore');
  const call = (fn: { run(req: unknown): unknown }, data: unknown) =>
    fn.run({ data, auth: { uid: USER, token: {} }, rawRequest: {} }) as Promise<Record<string, unknown>>;

  const COLLECTIONS = [
    'tasks',
    QUEUE_COLLECTION,
    'queueState',
    'system',
    'wallets',
    `wallets/${USER}/ledger`,
    'auditLogs',
    'settings',
  ];

  async function seed(n: number) {
    for (const c of ['tasks', QUEUE_COLLECTION, 'queueState', 'system', 'wallets', 'auditLogs'])
      await db.recursiveDelete(db.collection(c));
    await db.doc('settings/app').set(settings);
    await db.doc(`wallets/${USER}`).set({ userId: USER, balance: 1_000_000, updatedAt: Timestamp.now() });
    const writer = db.bulkWriter();
    const base = Date.now() - n * 1000;
    const task = (i: number, submitted: number, tier: Tier, extra: Record<string, unknown>) => ({
      userId: USER,
      title: `Task ${i}`,
      category: 'admin_docs',
      tier,
      brief: 'Benchmark task brief text.',
      sourceText: '',
      deliverableType: 'text',
      language: 'en',
      priceCredits: 1,
      paymentMethod: 'credits',
      status: 'submitted',
      queueStatus: 'queued',
      queuePosition: null,
      queueKey: queueKey(submitted, tier, settings),
      submittedAt: Timestamp.fromMillis(submitted),
      activatedAt: null,
      dueAt: null,
      deliveredAt: null,
      reviewerId: null,
      result: null,
      revisionNote: null,
      revisionCount: 0,
      lateRefunded: false,
      slaWarned: false,
      draftFailed: false,
      history: [],
      updatedAt: Timestamp.fromMillis(submitted),
      ...extra,
    });
    for (let i = 0; i < n; i++) {
      const tier = TIERS[i % 3]!;
      const submitted = base + i * 1000;
      const id = `bench-${String(i).padStart(6, '0')}`;
      void writer.set(db.collection('tasks').doc(id), task(i, submitted, tier, {}));
      void writer.set(db.collection(QUEUE_COLLECTION).doc(id), {
        order: queueOrder(queueKey(submitted, tier, settings), submitted, id),
      });
    }
    // Every slot is held by a task in review, so nothing starts until the bench frees slots.
    const now = Date.now();
    for (let i = 0; i < CAPACITY; i++) {
      void writer.set(
        db.collection('tasks').doc(`held-${i}`),
        task(i, now - 3_600_000, 'standard', {
          status: 'in_review',
          queueStatus: null,
          activatedAt: Timestamp.fromMillis(now - 3_600_000),
          dueAt: Timestamp.fromMillis(now + 20 * 3_600_000),
        }),
      );
    }
    await writer.close();
  }

  type Snapshot = Map<
    string,
    {
      t: number;
      notify: {
        status: TaskStatus;
        slaWarned: boolean;
        lateRefunded: boolean;
        userId: string;
        title: string;
        priceCredits: number;
      } | null;
    }
  >;
  async function snapshot(): Promise<Snapshot> {
    const out: Snapshot = new Map();
    await Promise.all(
      COLLECTIONS.map(async (c) => {
        const q =
          c === 'tasks' ? db.collection(c).select('status', 'slaWarned', 'lateRefunded') : db.collection(c).select();
        for (const d of (await q.get()).docs) {
          const data = c === 'tasks' ? d.data() : null;
          out.set(`${c}/${d.id}`, {
            t: d.updateTime.toMillis(),
            notify: data
              ? {
                  status: data.status as TaskStatus,
                  slaWarned: !!data.slaWarned,
                  lateRefunded: !!data.lateRefunded,
                  userId: '',
                  title: '',
                  priceCredits: 0,
                }
              : null,
          });
        }
      }),
    );
    return out;
  }

  /** Observed writes and the trigger invocations they cause, between two snapshots. */
  function diff(before: Snapshot, after: Snapshot) {
    let writes = 0,
      invocations = 0,
      notifyWork = 0;
    for (const [key, a] of after) {
      const b = before.get(key);
      if (b && b.t === a.t) continue;
      writes++;
      if (!b) continue; // a create fires no update trigger
      const collection = key.slice(0, key.lastIndexOf('/'));
      invocations += TRIGGERS[collection] ?? 0;
      if (collection === 'tasks' && b.notify && a.notify && taskChangeMayNotify(b.notify, a.notify)) notifyWork++;
    }
    for (const key of before.keys()) if (!after.has(key)) writes++; // deletes
    return { writes, invocations, notifyWork };
  }

  async function measure<T>(what: () => Promise<T>) {
    const before = await snapshot();
    await new Promise((r) => setTimeout(r, 5));
    const t0 = performance.now();
    const out = await what();
    const ms = performance.now() - t0;
    return { out, ms, ...diff(before, await snapshot()) };
  }

  const submitInput = (tag: string) => ({
    requestId: `bench-${tag}-${Date.now()}-${Math.random()}`,
    accountId: USER,
    title: `Bench ${tag}`,
    category: 'admin_docs',
    tier: 'standard',
    brief: 'Please polish the text below and keep our friendly tone.',
    sourceText: '',
    deliverableType: 'text',
    language: 'en',
  });

  // Warm-up: the first queries and transactions pay for the emulator's JIT and the SDK's channel.
  await seed(50);
  await runQueueTick(Date.now(), { settings });
  await call(submitTask, submitInput('warm'));

  const rows: string[] = [];
  const fmt = (m: { ms: number; writes: number; invocations: number; notifyWork: number }, withTime: boolean) =>
    `${String(m.writes).padStart(3)} w ${String(m.invocations).padStart(3)} inv ${String(m.notifyWork).padStart(2)} nw${withTime ? ` ${m.ms.toFixed(0).padStart(6)} ms` : ''}`;
  const times: Record<number, { tick: number; submit: number; query: number }> = {};
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const n of SIZES) {
    process.stdout.write(`seeding ${n}…\n`);
    await seed(n);
    await call(submitTask, submitInput('warm')); // warm this size's query paths; queued behind everyone
    const busy = await measure(async () => {
      const held = await db.collection('tasks').where('status', '==', 'in_review').get();
      const w = db.bulkWriter();
      held.docs.forEach((d) => void w.update(d.ref, { status: 'delivered', deliveredAt: Timestamp.now() }));
      await w.close();
      const t0 = performance.now();
      const r = await runQueueTick(Date.now(), { settings });
      return { ...r, tickMs: performance.now() - t0 };
    });
    // The bench's own "deliver 5" writes are not the tick's: take them out.
    const tick = {
      ...busy,
      ms: busy.out.tickMs,
      writes: busy.writes - CAPACITY,
      invocations: busy.invocations - 2 * CAPACITY,
      notifyWork: busy.notifyWork - CAPACITY,
    };
    const idle = await measure(() => runQueueTick(Date.now(), { settings }));
    const submit = await measure(() => call(submitTask, submitInput(`n${n}`)));
    // One submission is a noisy figure on a shared machine: the ratio uses the median of five.
    const submitMs = [submit.ms];
    for (let k = 0; k < 4; k++) {
      const t0 = performance.now();
      await call(submitTask, submitInput(`n${n}-${k}`));
      submitMs.push(performance.now() - t0);
    }
    // What one small query costs the emulator at this size: it has no indexes and scans the
    // collection, where production reads only the matching index entries.
    const q0 = performance.now();
    await db.collection('tasks').where('queueStatus', '==', 'active').limit(10).get();
    const queryMs = performance.now() - q0;
    const middle = await db
      .collection(QUEUE_COLLECTION)
      .orderBy('order')
      .offset(Math.floor(n / 2))
      .limit(1)
      .get();
    const cancel = await measure(() => call(cancelTask, { taskId: middle.docs[0]!.id }));
    if (busy.out.activated !== CAPACITY || idle.out.activated !== 0 || submit.out.queueStatus !== 'queued') {
      throw new Error(
        `unexpected state at ${n}: busy activated ${busy.out.activated}, idle ${idle.out.activated}, submission ${String(submit.out.queueStatus)}`,
      );
    }
    times[n] = { tick: tick.ms, submit: median(submitMs), query: queryMs };
    rows.push(
      [String(n).padStart(6), fmt(tick, true), fmt(idle, false), fmt(submit, true), fmt(cancel, false)].join(' | '),
    );
  }
  const first = times[SIZES[0]!]!;
  console.log(
    `\nqueue cost, capacity ${CAPACITY}, Firestore emulator (w = documents written, inv = trigger invocations, nw = invocations past the notification trigger's early return)`,
  );
  console.log(
    'queued | busy tick (5 activated)       | idle tick         | one submission                | one cancellation',
  );
  for (const r of rows) console.log(r);
  console.log(
    '\ntime vs the smallest size (same run; submission = median of 5; query = one 10-result equality query on tasks, the emulator scanning the collection):',
  );
  for (const n of SIZES) {
    const t = times[n]!;
    console.log(
      `${String(n).padStart(6)}: busy tick ${(t.tick / first.tick).toFixed(2)}x, submission ${(t.submit / first.submit).toFixed(2)}x (median ${t.submit.toFixed(0)} ms), query ${(t.query / first.query).toFixed(2)}x (${t.query.toFixed(0)} ms)`,
    );
  }
} finally {
  await emulators.stop();
}
