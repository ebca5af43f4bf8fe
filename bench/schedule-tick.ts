// Benchmark: a scheduler run's reads and writes for 10,000 schedules with 100 due (and 1,000/100, 10,000/10).
// On a Firestore emulator this script starts, per size: every schedule seeded (the due ones for
// 100 personal accounts with credits), then one run of runScheduleTick (the plain function the
// onSchedule function and `npm run tick` call), then an idle run right after. Reads and writes
// are counted in the scheduler's own queries and transactions (functions/src/lib/schedules/
// counting.ts); the work after each commit (starting a task when a slot is free) is not.
//   TASKLANE_PORT_OFFSET=6000 npm run bench -- schedule-tick [schedules:due …]   (default 1000:100 10000:10 10000:100)
import {
  CURRENT_LEGAL_VERSIONS,
  DEFAULT_SETTINGS,
  LEGAL_DOCUMENTS,
  consentId,
  localDateOf,
  splitSettings,
} from '@tasklane/domain';

const { startEmulators } = await import('../scripts/support/emulators.mjs');
const { emulatorEnv } = await import('../scripts/support/ports.mjs');
Object.assign(process.env, emulatorEnv());

const CASES = (process.argv.length > 2 ? process.argv.slice(2) : ['1000:100', '10000:10', '10000:100']).map((a) => {
  const [n, due] = a.split(':').map(Number);
  return { n: n ?? 0, due: due ?? 100 };
});

const emulators = await startEmulators({ only: ['firestore'], quiet: true });
try {
  const { db } = await import('../functions/src/lib/admin.ts');
  const { runScheduleTick } = await import('../functions/src/lib/schedules/tick.ts');
  const { Timestamp } = await import('firebase-admin/firestore');
  const { app } = splitSettings(DEFAULT_SETTINGS);

  async function seed(n: number, DUE: number, now: number) {
    for (const c of [
      'schedules',
      'tasks',
      'queue',
      'queueState',
      'system',
      'wallets',
      'auditLogs',
      'statsPlatform',
      'customerStats',
      'consents',
    ])
      await db.recursiveDelete(db.collection(c));
    await db.doc('settings/app').set(app);
    const writer = db.bulkWriter();
    for (let i = 0; i < n; i++) {
      const due = i < DUE;
      const account = due ? `bench-due-${i}` : `bench-${i % 500}`;
      // Due ones fell a minute ago; the rest fall over the next weeks (never within 24 hours).
      const runAtMs = due ? now - 60_000 : now + 2 * 86_400_000 + i * 60_000;
      const localDate = localDateOf(runAtMs);
      void writer.set(db.collection('schedules').doc(`s${i}`), {
        accountId: account,
        createdBy: account,
        template: {
          title: `Weekly captions ${i}`,
          category: 'marketing_content',
          tier: 'standard',
          brief: 'Write three captions for our weekly specials.',
          sourceText: '',
          deliverableType: 'text',
          language: 'en',
        },
        timing: {
          rhythm: { kind: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7] },
          time: '09:00',
          startDate: '2026-01-01',
          end: { kind: 'never' },
        },
        status: 'active',
        pausedReason: null,
        skipDates: [],
        nextRunAt: Timestamp.fromMillis(runAtMs),
        nextLocalDate: localDate,
        noticeAt: null,
        upcoming: [{ localDate, runAtMs }],
        occurrencesDone: 0,
        priceCredits: 1,
        approvedPriceCredits: 1,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      if (due) {
        void writer.set(db.doc(`wallets/${account}`), { userId: account, balance: 10, updatedAt: Timestamp.now() });
        // Every order path refuses an account that has not accepted the current terms and privacy
        // policy (as sign-up records them).
        for (const document of LEGAL_DOCUMENTS) {
          const version = CURRENT_LEGAL_VERSIONS[document];
          void writer.set(db.doc(`consents/${consentId(account, document, version)}`), {
            userId: account,
            document,
            version,
            language: 'en',
            via: 'sign_up',
            acceptedAtMs: Date.now(),
          });
        }
      }
    }
    await writer.close();
  }

  const rows: string[][] = [];
  for (const { n, due } of CASES) {
    const now = Date.now();
    await seed(n, due, now);
    const t0 = performance.now();
    const busy = await runScheduleTick(now);
    const busyMs = performance.now() - t0;
    const t1 = performance.now();
    const idle = await runScheduleTick(now);
    const idleMs = performance.now() - t1;
    rows.push([
      n.toLocaleString('en-CA'),
      String(busy.due),
      String(busy.submitted),
      String(busy.reads),
      String(busy.writes),
      `${(busyMs / 1000).toFixed(1)} s`,
      `${idle.reads} / ${idle.writes}`,
      `${(idleMs / 1000).toFixed(2)} s`,
    ]);
    console.log(
      `schedule-tick ${n}/${due}: ${JSON.stringify(busy)} in ${busyMs.toFixed(0)} ms; idle ${JSON.stringify(idle)}`,
    );
  }
  console.log('\n| schedules | due | submitted | reads | writes | run time | idle run reads / writes | idle time |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} finally {
  await emulators.stop();
}
