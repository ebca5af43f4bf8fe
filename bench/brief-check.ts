// Benchmark: the offline brief checker's latency and accuracy on the table of real-looking briefs
// (tests/support/brief-table.ts, English and French). Prints p50/p95 per check over many rounds
// after a warm-up, and how many briefs get exactly the expected findings, questions and scope.
// Pure CPU, no emulator.
//   npx tsx bench/brief-check.ts [rounds]
import { offlineBriefCheck } from '@tasklane/domain';
import { performance } from 'node:perf_hooks';
import { BRIEF_TABLE } from '../tests/support/brief-table';

const rounds = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 200;
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

let expected = 0;
const misses: string[] = [];
for (const c of BRIEF_TABLE) {
  const r = offlineBriefCheck(c.input);
  const ok =
    r.inScope === c.inScope &&
    sameSet(
      r.findings.map((f) => f.code),
      c.findings,
    ) &&
    sameSet(
      r.questions.map((q) => q.id),
      c.questions,
    ) &&
    (r.rewrite !== null) === c.rewrite;
  if (ok) expected++;
  else misses.push(c.name);
}

for (let i = 0; i < 20; i++) for (const c of BRIEF_TABLE) offlineBriefCheck(c.input);
const samples: number[] = [];
for (let i = 0; i < rounds; i++) {
  for (const c of BRIEF_TABLE) {
    const t = performance.now();
    offlineBriefCheck(c.input);
    samples.push(performance.now() - t);
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const byLang = (l: 'en' | 'fr') => BRIEF_TABLE.filter((c) => c.input.locale === l).length;

console.log(`brief table: ${BRIEF_TABLE.length} briefs (${byLang('en')} EN, ${byLang('fr')} FR)`);
console.log(
  `classified as expected: ${expected}/${BRIEF_TABLE.length}${misses.length ? ` (misses: ${misses.join('; ')})` : ''}`,
);
console.log(
  `offline check latency over ${samples.length} checks: p50 ${(pct(50) * 1000).toFixed(0)} µs, p95 ${(pct(95) * 1000).toFixed(0)} µs, max ${(samples.at(-1)! * 1000).toFixed(0)} µs`,
);
