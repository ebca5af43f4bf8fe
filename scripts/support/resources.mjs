// @ts-check
// What a run costs the machine: the peak memory of a process tree, sampled from /proc, and a
// figure of the host's speed, so that times printed on different machines can be compared.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { processTable, treeOf } from './process.mjs';

/** @param {number} pid @param {string} comm @returns {'chromium' | 'emulators' | 'other'} */
function kindOf(pid, comm) {
  if (/chrom|headless_shell/i.test(comm)) return 'chromium';
  if (comm === 'java') return 'emulators';
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /firebase-tools|functionsEmulatorRuntime|cloud-firestore-emulator|pubsub-emulator/.test(cmd)
      ? 'emulators'
      : 'other';
  } catch {
    return 'other';
  }
}

/**
 * Samples the summed resident memory of `root`'s process tree every `everyMs`, keeping the peaks
 * of the whole tree and of its parts: the emulators (Java and the Functions emulator with its
 * workers) and Chromium, reported apart since the browser's share is the tests', not the app's.
 * @param {number} root
 * @param {number} [everyMs]
 */
export function sampleTreeMemory(root, everyMs = 2_000) {
  const peak = { total: 0, emulators: 0, chromium: 0, other: 0, samples: 0 };
  const sample = () => {
    const table = processTable();
    const sums = { total: 0, emulators: 0, chromium: 0, other: 0 };
    for (const pid of treeOf(root, table)) {
      const p = /** @type {{ comm: string, rssKb: number }} */ (table.get(pid));
      sums.total += p.rssKb;
      sums[kindOf(pid, p.comm)] += p.rssKb;
    }
    for (const key of /** @type {const} */ (['total', 'emulators', 'chromium', 'other']))
      peak[key] = Math.max(peak[key], sums[key]);
    peak.samples += 1;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    peak,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** @param {number} kb */
export const gb = (kb) => `${(kb / 1024 / 1024).toFixed(1)} GB`;

/**
 * A fixed single-core workload (hashing and JSON, what the tools here mostly do), timed. The
 * figure is in "host units": 1000 is this workload in one second, so a host twice as fast prints
 * about twice the number. Best of three, so a passing hiccup does not decide it.
 */
export function hostSpeed() {
  const data = Buffer.alloc(8 * 1024 * 1024, 7);
  const doc = { items: Array.from({ length: 2_000 }, (_, i) => ({ id: `t${i}`, credits: i % 7, title: `Task ${i}` })) };
  const once = () => {
    const t = process.hrtime.bigint();
    for (let i = 0; i < 12; i++) createHash('sha256').update(data).digest();
    for (let i = 0; i < 60; i++) JSON.parse(JSON.stringify(doc));
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const ms = Math.min(once(), once(), once());
  return { ms, units: Math.round(1_000_000 / ms) };
}
