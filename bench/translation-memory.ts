// The translation memory's matcher and lookup at the limit: 50,000 pairs, an 800-word source (about 50 sentences). Three figures kept apart:
// the matcher over a loaded index (target < 50 ms, without comparing every pair), Firestore reads per lookup, and the end-to-end time.
//
// 1. Pure CPU: builds the index over a deterministic 50,000-pair corpus (bench/support/tm-corpus.ts:
//    Zipf-distributed vocabularies, a third of the source's sentences copied from the memory, a
//    third edited by one word, a third new), then times `matchText` for the source, first run and
//    the median and worst of 20 warm runs, with the posting entries read and the pairs verified.
// 2. Firestore (emulator this script starts): the same pairs written as the server stores them for
//    the matcher (64 shard documents and the summary), then the drafter's own lookup
//    (functions/src/lib/translation-memory/lookup.ts `memoryForDraft`) timed end to end, with the
//    documents it read.
//   TASKLANE_PORT_OFFSET=5000 npm run bench -- translation-memory [--no-emulator]
import { MEMORY_LIMITS, MemoryIndex, countWords, segmentText, shardOf } from '@tasklane/domain';
import { corpus, source } from './support/tm-corpus';

const SIZE = MEMORY_LIMITS.maxPairs;
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
);
const pairs = corpus(SIZE);
const text = source(pairs);
const sentences = segmentText(text, 'en').flat().length;
const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number) => `${n.toFixed(1)} ms`;

const cpuMs = (c0: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
let t0 = performance.now();
// A side of the index is built on its first lookup; the English side is the one a source in English uses.
const index = MemoryIndex.build(pairs);
index.match('Build the English side.', 'en');
const buildMs = ms(t0);
const built = { ...index.work };
t0 = performance.now();
const first = index.matchText(text, 'en');
const coldMs = ms(t0);
const coldWork = { postings: index.work.postings - built.postings, verified: index.work.verified - built.verified };
const runs: number[] = [];
const cpus: number[] = [];
for (let r = 0; r < 20; r++) {
  const c0 = process.cpuUsage();
  t0 = performance.now();
  index.matchText(text, 'en');
  runs.push(ms(t0));
  cpus.push(cpuMs(c0));
}
runs.sort((a, b) => a - b);
cpus.sort((a, b) => a - b);
console.log(
  `matcher: ${SIZE.toLocaleString('en')} pairs, source of ${countWords(text)} words in ${sentences} sentences`,
);
console.log(`  index build (one side)  ${fmt(buildMs)}`);
console.log(`  first lookup (cold)    ${fmt(coldMs)}`);
console.log(
  `  warm lookups, median   ${fmt(runs[10]!)} wall, ${fmt(cpus[10]!)} CPU   fastest ${fmt(runs[0]!)}   worst of 20 ${fmt(runs.at(-1)!)}`,
);
console.log(
  `  matches                ${first.length} (${first.filter((m) => m.exact).length} exact, ${first.filter((m) => !m.exact).length} close)`,
);
console.log(
  `  work per lookup        ${coldWork.postings.toLocaleString('en')} posting entries read, ${coldWork.verified.toLocaleString('en')} pairs verified by edit distance (of ${(SIZE * sentences).toLocaleString('en')} pair comparisons a full scan would make)`,
);

if (!process.argv.includes('--no-emulator')) {
  const { startEmulators } = await import('../scripts/support/emulators.mjs');
  const { emulatorEnv } = await import('../scripts/support/ports.mjs');
  Object.assign(process.env, emulatorEnv());
  const emulators = await startEmulators({ only: ['firestore'], quiet: true });
  try {
    const { db } = await import('../functions/src/lib/admin.ts');
    const { memoryForDraft } = await import('../functions/src/lib/translation-memory/lookup.ts');
    const accountId = 'bench-account';
    const root = db.doc(`translationMemories/${accountId}`);
    const shards = new Map<number, Record<string, [string, string, 0 | 1]>>();
    for (const p of pairs) {
      const n = shardOf(p.id);
      shards.set(n, { ...shards.get(n), [p.id]: [p.en, p.fr, 1] });
    }
    const writer = db.bulkWriter();
    for (const [n, entries] of shards) void writer.set(root.collection('shards').doc(String(n)), { pairs: entries });
    void writer.set(root, { accountId, count: SIZE, updatedAt: new Date() });
    await writer.close();
    const task = {
      language: 'fr' as const,
      sourceLanguage: 'en' as const,
      bilingual: false,
      brief: 'Translate the page for our French customers.',
      sourceText: text,
    };
    // The first lookup reads the shards and builds the index; the second finds the memory unchanged
    // (the summary's update time) and reuses the instance's index.
    for (const label of ['first (a fresh instance)', 'second (memory unchanged, index cached)']) {
      t0 = performance.now();
      const found = await memoryForDraft(task, accountId, db);
      console.log(
        `lookup end to end, ${label}: ${fmt(ms(t0))} (${found.reads} document(s) read; ${found.matches.length} matches)`,
      );
    }
  } finally {
    await emulators.stop();
  }
}
