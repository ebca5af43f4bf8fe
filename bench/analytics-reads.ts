// Benchmark: the Firestore reads /admin/analytics and /analytics cost, at 1,000 tasks (100
// customers) and at 10,000 tasks (1,000 customers), on Auth + Firestore emulators this script starts.
//
// Per size it seeds, with batched Admin SDK writes (BulkWriter): customers with wallets, a pack
// payment each (ledger 'purchased'), tasks spread over the last 120 days in every category, tier
// and status (ledger 'consumed' per task, delivered ones with their history, some late, some
// revised, some failed drafts), and a queue of waiting tasks. Then the backfill
// (functions/src/maintenance/stats-rebuild.ts) builds the statistics documents from those records, as
// `npm run backfill-stats -- --write` does, and every platform month gets all its shards (the
// backfill writes shard 0; live traffic spreads over STATS_SHARDS), so the admin page pays for
// the most documents it can meet.
//
// Reads are counted by running the pages' own data modules (the functions the screens call,
// web SDK, signed in as an admin and as the busiest customer, rules enforced) and adding up what
// Firestore bills: one read per document a query or get returns (at least one per request), and
// one per 1,000 index entries for a count() aggregation. The emulator has no billing counter, so
// this is the billing rule applied to what came back; each module returns that figure (`reads`).
//   TASKLANE_PORT_OFFSET=5000 npx tsx bench/analytics-reads.ts [taskCounts…]   (default 1000 10000)
import {
  ANALYTICS_RANGES,
  CATEGORIES,
  QUEUE_COLLECTION,
  STATS_PLATFORM,
  STATS_SHARDS,
  TIERS,
  addCounters,
  statsSummary,
  type TaskStatus,
} from '@tasklane/domain';

const { startEmulators } = await import('../scripts/support/emulators.mjs');
const { emulatorEnv } = await import('../scripts/support/ports.mjs');
Object.assign(process.env, emulatorEnv());

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [1_000, 10_000];
const H = 3_600_000;
const DAY = 24 * H;

// A small deterministic generator, so two runs seed the same data.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const emulators = await startEmulators({ only: ['auth', 'firestore'], quiet: true });
try {
  const { initializeApp } = await import('firebase/app');
  const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
  const { connectFirestoreEmulator, getFirestore, terminate } = await import('firebase/firestore');
  const { getApps, initializeApp: initAdmin } = await import('firebase-admin/app');
  const { getAuth: getAdminAuth } = await import('firebase-admin/auth');
  const { Timestamp, getFirestore: getAdminFirestore } = await import('firebase-admin/firestore');
  const { rebuildStats, writeStats } = await import('../functions/src/maintenance/stats-rebuild.ts');
  const { loadPlatformAnalytics } = await import('../web/src/features/admin/api/analytics-api.ts');
  const { loadCustomerAnalytics } = await import('../web/src/features/analytics/api/customer-analytics-api.ts');

  const env = emulatorEnv();
  const adminApp = getApps()[0] ?? initAdmin({ projectId: env.GCLOUD_PROJECT });
  const db = getAdminFirestore(adminApp);
  const auth = getAdminAuth(adminApp);
  const [host, port] = env.FIRESTORE_EMULATOR_HOST.split(':') as [string, string];

  async function clear() {
    for (const c of [
      'tasks',
      'wallets',
      'payments',
      'refunds',
      'refundRequests',
      QUEUE_COLLECTION,
      STATS_PLATFORM,
      'customerStats',
    ])
      await db.recursiveDelete(db.collection(c));
  }

  async function signedIn(email: string) {
    const app = initializeApp(
      { apiKey: 'demo-api-key', projectId: env.GCLOUD_PROJECT },
      `bench-${email}-${Date.now()}`,
    );
    connectAuthEmulator(getAuth(app), `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(getAuth(app), email, 'Bench-Pass-2026!');
    const fdb = getFirestore(app);
    connectFirestoreEmulator(fdb, host, Number(port));
    return fdb;
  }

  async function user(uid: string, admin: boolean) {
    try {
      await auth.deleteUser(uid);
    } catch {
      // Not there yet.
    }
    await auth.createUser({ uid, email: `${uid}@bench.test`, password: 'Bench-Pass-2026!', emailVerified: true });
    if (admin) await auth.setCustomUserClaims(uid, { admin: true });
  }

  async function seedData(tasks: number) {
    const customers = Math.max(1, Math.round(tasks / 10));
    const now = Date.now();
    const writer = db.bulkWriter();
    let docs = 0;
    const set = (ref: FirebaseFirestore.DocumentReference, data: Record<string, unknown>) => {
      void writer.set(ref, data);
      docs++;
    };
    const uids = Array.from({ length: customers }, (_, i) => `bench-c${String(i).padStart(5, '0')}`);
    for (const uid of uids) {
      const at = Timestamp.fromMillis(now - 120 * DAY + rand() * 10 * DAY);
      set(db.collection('wallets').doc(uid), { userId: uid, balance: 0, updatedAt: at });
      set(db.collection('wallets').doc(uid).collection('ledger').doc('pack'), {
        type: 'purchased',
        credits: 100,
        balanceAfter: 100,
        description: 'Pack',
        createdAt: at,
      });
      set(db.collection('payments').doc(`pi_${uid}`), {
        userId: uid,
        kind: 'pack',
        draftId: `d_${uid}`,
        sessionId: `cs_${uid}`,
        chargeId: null,
        packId: 'pack_10',
        credits: 100,
        taskId: null,
        description: { en: 'Credits', fr: 'Crédits' },
        province: 'ON',
        subtotalCents: 250_000,
        taxes: [{ code: 'HST', rateBps: 1300, amountCents: 32_500 }],
        totalCents: 282_500,
        currency: 'cad',
        status: 'paid',
        refundedCents: 0,
        disputed: false,
        receiptId: null,
        createdAt: at,
        updatedAt: at,
      });
    }
    const statuses: TaskStatus[] = [
      'delivered',
      'delivered',
      'delivered',
      'delivered',
      'in_review',
      'ai_drafted',
      'reopened',
      'cancelled',
      'submitted',
    ];
    for (let i = 0; i < tasks; i++) {
      const uid = uids[i % customers]!;
      const submitted = now - rand() * 110 * DAY;
      const status = pick(statuses);
      const tier = pick(TIERS);
      const queued = status === 'submitted';
      const activated = queued || status === 'cancelled' ? null : submitted + rand() * 2 * H;
      const due = activated === null ? null : activated + 24 * H;
      const history: Record<string, unknown>[] = [
        { at: Timestamp.fromMillis(submitted), by: uid, from: null, to: 'submitted' },
      ];
      let deliveredAt: number | null = null;
      if (activated !== null)
        history.push({
          at: Timestamp.fromMillis(activated + 60_000),
          by: 'system',
          from: 'submitted',
          to: 'ai_drafted',
        });
      if (status === 'cancelled')
        history.push({ at: Timestamp.fromMillis(submitted + H), by: uid, from: 'submitted', to: 'cancelled' });
      if (status === 'delivered' || status === 'reopened') {
        deliveredAt = activated! + rand() * 30 * H;
        history.push({
          at: Timestamp.fromMillis(deliveredAt - H),
          by: 'bench-admin',
          from: 'ai_drafted',
          to: 'in_review',
        });
        history.push({ at: Timestamp.fromMillis(deliveredAt), by: 'bench-admin', from: 'in_review', to: 'delivered' });
        if (status === 'reopened')
          history.push({ at: Timestamp.fromMillis(deliveredAt + H), by: uid, from: 'delivered', to: 'reopened' });
      }
      const id = `bench-t${String(i).padStart(6, '0')}`;
      set(db.collection('tasks').doc(id), {
        userId: uid,
        title: `Task ${i}`,
        category: pick(CATEGORIES),
        tier,
        brief: 'Benchmark brief.',
        sourceText: '',
        deliverableType: 'text',
        language: 'en',
        priceCredits: 1,
        paymentMethod: 'credits',
        status,
        queueStatus: queued ? 'queued' : null,
        queuePosition: null,
        queueKey: submitted,
        submittedAt: Timestamp.fromMillis(submitted),
        activatedAt: activated === null ? null : Timestamp.fromMillis(activated),
        dueAt: due === null ? null : Timestamp.fromMillis(due),
        deliveredAt: deliveredAt === null ? null : Timestamp.fromMillis(deliveredAt),
        reviewerId: null,
        result: null,
        revisionNote: null,
        revisionCount: status === 'reopened' ? 1 : 0,
        lateRefunded: false,
        slaWarned: false,
        draftFailed: rand() < 0.05,
        history,
        updatedAt: Timestamp.fromMillis(submitted),
        ...(deliveredAt !== null
          ? { firstDeliveredAt: Timestamp.fromMillis(deliveredAt), deliveredOnTime: due !== null && deliveredAt <= due }
          : {}),
      });
      set(db.collection('wallets').doc(uid).collection('ledger').doc(id), {
        type: 'consumed',
        credits: -1,
        balanceAfter: 99,
        taskId: id,
        description: `Task ${i}`,
        createdAt: Timestamp.fromMillis(submitted),
      });
      if (queued)
        set(db.collection(QUEUE_COLLECTION).doc(id), {
          order: `${String(Math.round(submitted)).padStart(15, '0')}-${id}`,
        });
    }
    await writer.close();
    return { customers, uids, docs };
  }

  console.log('tasks   customers  page                         reads   (seed docs, backfill s)');
  for (const tasks of SIZES) {
    await clear();
    const t0 = Date.now();
    const { customers, uids, docs } = await seedData(tasks);
    const seededS = (Date.now() - t0) / 1000;
    const t1 = Date.now();
    const image = await rebuildStats(db);
    await writeStats(db, image);
    // Live traffic spreads every platform document over its shards: make all of them exist.
    const shards = db.bulkWriter();
    for (const month of Object.keys(image.platform)) {
      for (let s = 1; s < STATS_SHARDS; s++)
        void shards.set(db.collection(STATS_PLATFORM).doc(`${month}_${s}`), { month, shard: s, c: {}, d: {} });
    }
    await shards.close();
    const backfillS = (Date.now() - t1) / 1000;

    await user('bench-admin', true);
    // The busiest customer: the most tasks, so the most months with data.
    const busiest = uids[0]!;
    await user(busiest, false);
    const adminDb = await signedIn('bench-admin@bench.test');
    const customerDb = await signedIn(`${busiest}@bench.test`);
    const now = Date.now();
    for (const range of ANALYTICS_RANGES) {
      const out = await loadPlatformAnalytics(adminDb, range, now);
      const s = statsSummary(out.rangeTotal);
      console.log(
        `${String(tasks).padStart(6)}  ${String(customers).padStart(9)}  /admin/analytics ${range.padEnd(13)} ${String(out.reads).padStart(5)}   (${docs} docs seeded in ${seededS.toFixed(1)} s, backfill ${backfillS.toFixed(1)} s; ${s.submitted} submitted, queue ${out.queueDepth})`,
      );
    }
    const mine = await loadCustomerAnalytics(customerDb, busiest, now);
    const submitted = statsSummary(mine.months.reduce((acc, m) => addCounters(acc, m.c), {})).submitted;
    console.log(
      `${String(tasks).padStart(6)}  ${String(customers).padStart(9)}  /analytics (busiest customer)   ${String(mine.reads).padStart(5)}   (${submitted} of their tasks in 12 months)`,
    );
    await terminate(adminDb);
    await terminate(customerDb);
  }
} finally {
  await emulators.stop();
}
process.exit(0);
