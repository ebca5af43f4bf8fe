// npm run backfill-stats: rebuilds every statistics document (statsPlatform, customerStats) from
// the raw records (tasks and their history, money-back decisions, every ledger entry, card
// payments and refunds), exactly as the live transactions count them.
//   npm run backfill-stats              compare only: prints what differs from the live documents
//   npm run backfill-stats -- --write   replace the live documents with the rebuild
//   add --project <id> for a real project (application default credentials); stop writes first.
// Against the local emulators by default.
import { scriptTarget } from './support/script-target.ts';

const args = process.argv.slice(2);
const project = scriptTarget(args);

const { adminSdk } = await import('./support/admin-sdk.ts');
const { readLiveStats, rebuildStats, writeStats } = await import('../functions/src/maintenance/stats-rebuild.ts');

const { db } = adminSdk(project);
const [rebuilt, live] = await Promise.all([rebuildStats(db), readLiveStats(db)]);

const diffs: string[] = [];
function compare(where: string, a: Record<string, number> = {}, b: Record<string, number> = {}) {
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
    if ((a[k] ?? 0) !== (b[k] ?? 0)) diffs.push(`${where} ${k}: live ${b[k] ?? 0}, rebuilt ${a[k] ?? 0}`);
}
for (const m of new Set([...Object.keys(rebuilt.platform), ...Object.keys(live.platform)]))
  compare(`platform ${m}`, rebuilt.platform[m], live.platform[m]);
for (const uid of new Set([...Object.keys(rebuilt.customers), ...Object.keys(live.customers)])) {
  const r = rebuilt.customers[uid] ?? {};
  const l = live.customers[uid] ?? {};
  for (const m of new Set([...Object.keys(r), ...Object.keys(l)])) compare(`customer ${uid} ${m}`, r[m], l[m]);
}
console.log(
  `tasklane backfill-stats: ${Object.keys(rebuilt.platform).length} platform months (total included), ${Object.keys(rebuilt.customers).length} customers; ${diffs.length} counters differ from the live documents`,
);
for (const d of diffs.slice(0, 50)) console.log(`  ${d}`);
if (diffs.length > 50) console.log(`  … and ${diffs.length - 50} more`);

if (args.includes('--write')) {
  const written = await writeStats(db, rebuilt);
  console.log(`tasklane backfill-stats: wrote ${written} documents`);
}
