// npm run tick: one scheduler tick against the local emulators (the Pub/Sub-driven schedule does
// not fire there): recurring tasks' occurrences and notices, quotes, webhook retries, then the queue.
// `npm run tick -- --every 60` keeps ticking, which is what `npm start` runs.
// Drafting follows on its own: the Functions emulator's trigger drafts each activated task.
import { emulatorEnv } from './support/ports.mjs';

for (const [k, v] of Object.entries(emulatorEnv())) process.env[k] ??= v;
const { runQueueTick } = await import('../functions/src/lib/pipeline/tick.ts');
const { runQuoteTick } = await import('../functions/src/lib/quotes/tick.ts');
const { runApprovalExpiry } = await import('../functions/src/lib/approvals/expiry.ts');
const { runScheduleTick } = await import('../functions/src/lib/schedules/tick.ts');
const { runWebhookTick } = await import('../functions/src/lib/webhooks/tick.ts');

const everyIdx = process.argv.indexOf('--every');
const every = everyIdx > 0 ? Number(process.argv[everyIdx + 1]) : 0;

async function once() {
  try {
    const q = await runQuoteTick(Date.now());
    if (q.expired || q.settled) console.log(`tasklane tick: quotes expired ${q.expired}, settled ${q.settled}`);
    const a = await runApprovalExpiry(Date.now());
    if (a.expired) console.log(`tasklane tick: approval requests expired ${a.expired}`);
    // Schedules first: an occurrence submitted now is activated by the queue tick just after.
    const s = await runScheduleTick(Date.now());
    if (!every || s.due || s.notices) {
      console.log(
        `tasklane tick: schedules due ${s.due}, submitted ${s.submitted + s.late}, skipped ${s.skipped}, missed ${s.missed}, paused ${s.paused}, notices ${s.notices}`,
      );
    }
    const w = await runWebhookTick(Date.now());
    if (!every || w.due) {
      console.log(
        `tasklane tick: webhooks due ${w.due}, delivered ${w.succeeded}, failed ${w.failed}, endpoints disabled ${w.disabled}`,
      );
    }
    const r = await runQueueTick(Date.now());
    if (!every || r.activated || r.refunded || r.warned || r.nudged) {
      console.log(
        `tasklane tick: activated ${r.activated}, warned ${r.warned}, refunded ${r.refunded}, re-drafts ${r.nudged}, writes ${r.writes}`,
      );
    }
  } catch (err) {
    console.error(`tasklane tick failed: ${err instanceof Error ? err.message : String(err)}`);
    if (!every) process.exitCode = 1;
  }
}

await once();
if (every > 0) setInterval(() => void once(), every * 1000);
