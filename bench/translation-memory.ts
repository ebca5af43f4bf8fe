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
const pairs = corpus(SIZE);
const text = source(pairs);
const sentences = segmentText(text, 'en').flat().length;
const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number) => `${n.toFixed(1)} ms`;

let t0 = performance.now();
const index = MemoryIndex.build(pairs);
const buildMs = ms(t0);
t0 = performance.now();
const first = index.matchText(text, 'en');
const coldMs = ms(t0);
const coldWork = { ...index.work };
const runs: number[] = [];
for (let r = 0; r < 20; r++) {
  t0 = performance.now();
  index.matchText(text, 'en');
  runs.push(ms(t0));
}
runs.sort((a, b) => a - b);
console.log(
  `matcher: ${SIZE.toLocaleString('en')} pairs, source of ${countWords(text)} words in ${sentences} sentences`,
);
console.log(`  index build            ${fmt(buildMs)}`);
console.log(`  first lookup (cold)    ${fmt(coldMs)}`);
console.log(`  warm lookups, median   ${fmt(runs[10]!)}   worst of 20 ${fmt(runs.at(-1)!)}`);
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
    for (const label of ['first (cold instance)', 'second']) {
      t0 = performance.now();
      const found = await memoryForDraft(task, accountId, db);
      console.log(
        `lookup end to end, ${label}: ${fmt(ms(t0))} (${found.reads} documents read: the summary and ${found.reads - 1} shards; ${found.matches.length} matches)`,
      );
    }
  } finally {
    await emulators.stop();
  }
}
