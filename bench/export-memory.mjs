// @ts-check
// Peak memory of a data export ("Download my data", docs/features/data-export.md): one account of
// 500 tasks with 20 MB of files, another of 500 tasks with 200 MB, exported one after the other in
// this one process by the real builder (functions/src/lib/data-export/build.ts), against a
// Firestore emulator and the Cloud Storage stand-in it starts. The zip is streamed from the bucket
// into the bucket, so the larger's peak RSS should stay within 1.2× of the smaller's ("flat").
// RSS is sampled every 10 ms from /proc during each build; the growth above the RSS just before
// it is printed too. Not a pass/fail test.
//
//   TASKLANE_PORT_OFFSET=<n> npx tsx bench/export-memory.mjs
import console from 'node:console';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PROJECT_ID, emulatorEnv } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
Object.assign(process.env, emulatorEnv());
const TASKS = 500;
const FILES = 100;
const SIZES_MB = [20, 200];

const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
const { launchStorageStandin } = await import(path.join(ROOT, 'scripts/support/storage-standin.mjs'));
const storage = await launchStorageStandin({ quiet: true });
const emulators = await startEmulators({ quiet: true, only: ['firestore'] });
const stopAll = async () => {
  await emulators.stop();
  await storage.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const { buildDataExport } = await import('../functions/src/lib/data-export/build.ts');
const { getFirestore } = await import('firebase-admin/firestore');
const { getStorage } = await import('firebase-admin/storage');
const db = getFirestore();
const bucket = getStorage().bucket(`${PROJECT_ID}.firebasestorage.app`);

const rss = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const mb = (/** @type {number} */ b) => (b / 1024 / 1024).toFixed(1);

/** 500 delivered tasks; FILES of them carry one attachment of totalMb / FILES (random bytes). */
async function seed(/** @type {string} */ uid, /** @type {number} */ totalMb) {
  const size = Math.round((totalMb * 1024 * 1024) / FILES);
  const bytes = randomBytes(size);
  await db.doc(`profiles/${uid}`).set({ name: 'Bench', email: `${uid}@example.test`, locale: 'en', role: 'customer' });
  for (let start = 0; start < TASKS; start += 250) {
    const batch = db.batch();
    for (let i = start; i < Math.min(TASKS, start + 250); i++) {
      const id = `${uid}-t${i}`;
      const file = { id: 'f1', name: `source-${i}.bin`, size, contentType: 'application/octet-stream', kind: 'pdf' };
      batch.set(db.doc(`tasks/${id}`), {
        userId: uid,
        accountId: uid,
        title: `Task ${i}`,
        brief: 'Please translate the attached document and keep the tone. '.repeat(4),
        sourceText: 'Lorem ipsum dolor sit amet. '.repeat(40),
        result: 'Translated text. '.repeat(40),
        status: 'delivered',
        history: [],
        attachments: i < FILES ? [file] : [],
        deliverables: [],
      });
    }
    await batch.commit();
  }
  for (let i = 0; i < FILES; i++)
    await bucket.file(`tasks/${uid}-t${i}/attachments/f1`).save(bytes, { resumable: false });
}

async function exportOf(/** @type {string} */ uid) {
  const ref = db.collection('dataExports').doc();
  await ref.set({
    requestedBy: uid,
    accountId: uid,
    scope: 'personal',
    teamName: null,
    locale: 'en',
    status: 'queued',
    progress: 0,
    step: null,
    createdAtMs: Date.now(),
    startedAtMs: null,
    readyAtMs: null,
    expiresAtMs: null,
    size: null,
    counts: {},
    error: null,
  });
  global.gc?.();
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 10);
  const started = Date.now();
  const status = await buildDataExport(ref.id);
  clearInterval(timer);
  const data = (await ref.get()).data() ?? {};
  return { status, before, peak, seconds: (Date.now() - started) / 1000, size: Number(data.size ?? 0) };
}

try {
  const results = [];
  for (const total of SIZES_MB) {
    const uid = `bench-${total}mb-${Date.now()}`;
    await seed(uid, total);
    const r = await exportOf(uid);
    results.push({ total, ...r });
    console.log(
      `${TASKS} tasks, ${total} MB of files: ${r.status}, zip ${mb(r.size)} MB in ${r.seconds.toFixed(1)} s; ` +
        `peak RSS ${mb(r.peak)} MB (before ${mb(r.before)} MB, +${mb(r.peak - r.before)} MB)`,
    );
  }
  const [small, large] = results;
  if (small && large) {
    const ratio = large.peak / small.peak;
    console.log(`larger's peak / smaller's peak: ${ratio.toFixed(2)}× → ${ratio <= 1.2 ? 'flat' : 'NOT flat'}`);
  }
} finally {
  await stopAll();
}
