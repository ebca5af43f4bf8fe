// Benchmark: the scheduler tick's time and Firestore writes with 100, 1,000 and 10,000 queued
// tasks, on a Firestore emulator this script starts (no Functions emulator, so no drafting
// triggers). Per size: a busy tick (activates up to capacity and renumbers the queue) and an idle
// tick right after (nothing changed: it should write nothing). Writes are the tick's own count,
// checked against the documents whose update time moved.
//   TASKLANE_PORT_OFFSET=400 npx tsx bench/queue-tick.ts [sizes…]
import { DEFAULT_SETTINGS, queueKey, type Settings, type Tier } from '@tasklane/domain';

const { startEmulators } = await import('../scripts/support/emulators.mjs');
const { emulatorEnv } = await import('../scripts/support/ports.mjs');
Object.assign(process.env, emulatorEnv());

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [100, 1_000, 10_000];
const CAPACITY = 5;
const settings: Settings = { ...DEFAULT_SETTINGS, queueCapacity: CAPACITY };
const TIERS: Tier[] = ['standard', 'express', 'premium'];

const emulators = await startEmulators({ only: ['firestore'], quiet: true });
try {
  const { db } = await import('../functions/src/lib/admin.ts');
  const { runQueueTick } = await import('../functions/src/lib/pipeline/tick.ts');
  const { Timestamp } = await import('firebase-admin/firestore');

  async function seed(n: number) {
    await db.recursiveDelete(db.collection('tasks'));
    await db.recursiveDelete(db.collection('system'));
    const writer = db.bulkWriter();
    const base = Date.now() - n * 1000;
    for (let i = 0; i < n; i++) {
      const tier = TIERS[i % 3]!;
      const submitted = base + i * 1000;
      void writer.set(db.collection('tasks').doc(`bench-${String(i).padStart(6, '0')}`), {
        userId: 'bench-user', title: `Task ${i}`, category: 'admin_docs', tier, brief: 'Benchmark task brief text.', sourceText: '',
        deliverableType: 'text', language: 'en', priceCredits: 1, paymentMethod: 'credits', status: 'submitted', queueStatus: 'queued',
        queuePosition: null, queueKey: queueKey(submitted, tier, settings), submittedAt: Timestamp.fromMillis(submitted), activatedAt: null, dueAt: null,
        deliveredAt: null, reviewerId: null, result: null, revisionNote: null, revisionCount: 0, lateRefunded: false, slaWarned: false, draftFailed: false,
        history: [], updatedAt: Timestamp.fromMillis(submitted),
      });
    }
    await writer.close();
  }

  /** Documents whose update time is at or after `since` (an independent count of the writes). */
  async function touchedSince(since: FirebaseFirestore.Timestamp) {
    const [tasks, system] = await Promise.all([db.collection('tasks').get(), db.collection('system').get()]);
    return [...tasks.docs, ...system.docs].filter((d) => d.updateTime.toMillis() >= since.toMillis()).length;
  }

  async function timedTick() {
    const before = Timestamp.now();
    await new Promise((r) => setTimeout(r, 5));
    const t0 = performance.now();
    const result = await runQueueTick(Date.now(), { settings });
    const ms = performance.now() - t0;
    return { ...result, ms, observed: await touchedSince(before) };
  }

  // Warm-up: first queries pay for the emulator's JIT and the SDK's channel.
  await seed(50);
  await runQueueTick(Date.now(), { settings });

  // First, positions are unset (a seeded queue), so the first tick writes every position once.
  const rows: string[] = [];
  let first: number | null = null;
  for (const n of SIZES) {
    await seed(n);
    const setup = await timedTick(); // numbers the fresh queue and fills the 5 slots
    const busy = await (async () => {
      // Free the slots (as if those five were delivered) so the next tick activates 5 more.
      const active = await db.collection('tasks').where('queueStatus', '==', 'active').get();
      const w = db.bulkWriter();
      active.docs.forEach((d) => void w.update(d.ref, { status: 'delivered', queueStatus: null }));
      await w.close();
      return timedTick();
    })();
    const idle = await timedTick();
    first ??= busy.ms;
    rows.push(
      [
        String(n).padStart(6),
        `${setup.ms.toFixed(0).padStart(7)} ms ${String(setup.writes).padStart(6)} w`,
        `${busy.ms.toFixed(0).padStart(7)} ms ${String(busy.writes).padStart(6)} w (obs ${busy.observed}) a=${busy.activated} r=${busy.renumbered}`,
        `${idle.ms.toFixed(0).padStart(6)} ms ${String(idle.writes).padStart(3)} w (obs ${idle.observed})`,
        `${(busy.ms / first).toFixed(1)}x`,
      ].join(' | '),
    );
  }
  console.log(`\nqueue tick, capacity ${CAPACITY}, Firestore emulator (times are wall-clock on this machine)`);
  console.log('queued | first tick (number all)     | busy tick (5 slots freed)                       | idle tick            | busy vs smallest');
  for (const r of rows) console.log(r);
} finally {
  await emulators.stop();
}
