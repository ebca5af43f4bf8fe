import { defineConfig } from 'vitest/config';
import { transformPlugins } from '../web/transform-plugins.ts';

const FILES = 'tests/functions/**/*.test.ts';
// Files run at a time in the parallel group (both of its projects: vitest wants one figure per group).
const PARALLEL = Number(process.env.TASKLANE_FUNCTIONS_FILES ?? 4);

// Files that read or write state other files share. They run one at a time, before the parallel
// group, so nothing else touches that state while they do. First, because they mostly wait (on
// ticks, triggers and mail): in a full run they overlap lint, unit and rules, which keep both
// cores busy, and the parallel group, which needs both, comes after them. A file joins this list when it:
// counts or holds the queue's slots, changes the global settings to anything but the defaults,
// asserts on global counters, wipes a whole collection, or fills a service-wide rate limit that
// another parallel file's calls would hit. When in doubt, a file belongs here.
const SERIAL: Record<string, string> = {
  // The queue: its slots are counted over every task, its head is every queued task.
  'tests/functions/pipeline.test.ts': 'wipes every task and the queue (clearTasks), then counts activations',
  'tests/functions/queue-positions.test.ts':
    'wipes the queue, sets a capacity of 1 or 2, asserts positions and the queue state document',
  'tests/functions/queue-tick.test.ts':
    'wipes the queue and counts what a tick activates, warns and refunds over all tasks',
  'tests/functions/run-queue-tick-dev.test.ts': 'wipes the queue and runs a tick over every task',
  'tests/functions/queue-snapshot.test.ts':
    'asserts the change in the service-wide count of queued tasks and busy slots',
  'tests/functions/cancel-task.test.ts':
    'holds every slot so its submission stays queued; a parallel file would queue behind it or free a slot',
  'tests/functions/submit-task.test.ts': 'holds every slot and asserts its submission stays queued',
  'tests/functions/submit-paths.test.ts': 'holds every slot and asserts both its orders stay queued',
  'tests/functions/team-refunds.test.ts':
    "wipes every task and the queue before each test (clearTasks): in the parallel group it deleted other files' tasks mid-test",
  'tests/functions/thread-clock.test.ts':
    "wipes the queue, sets a capacity of 1, and ticks hours and days ahead, which would refund or expire other files' tasks",
  'tests/functions/delete-account.test.ts': 'holds every slot so its submission stays queued',
  'tests/functions/card-refunds.test.ts':
    "sets the capacity to 1, and ticks at a time hours ahead, which refunds every other file's active tasks as late",
  // Webhooks: a retry run at a time hours ahead tries every pending delivery, whoever's.
  'tests/functions/webhook-delivery.test.ts':
    "runs the webhook tick 24 hours ahead, which would retry (and disable) another file's endpoints",
  // Global statistics: every payment, task and refund anywhere moves them.
  'tests/functions/stats.test.ts': 'wipes tasks, wallets, payments and the statistics, then asserts exact totals',
  // Global settings set to something other than the defaults every parallel file expects.
  'tests/functions/update-settings.test.ts': 'changes prices, tiers and limits in settings/app and settings/staff',
  'tests/functions/files-limits.test.ts':
    "changes the file limits in settings/app, and runs the file retention purges over every task's files",
  'tests/functions/check-brief.test.ts': 'points settings/staff at another drafter',
  'tests/functions/ai-info.test.ts': 'changes the drafter in settings/staff',
  'tests/functions/public-settings.test.ts': 'sets settings/app to other prices, an invalid document, and none',
  'tests/functions/reviewer-assignment.test.ts':
    'retires every reviewer profile and counts who a draft goes to; wipes every task',
  'tests/functions/ratings.test.ts':
    'publishes and removes testimonials in the one published list the public settings function serves',
  'tests/functions/receipts.test.ts':
    'changes the supplier in settings/app, which every receipt issued meanwhile would copy',
};

// Checked safe to run two at a time (each owns its users, tasks, quotes and payments by random
// ids): MailDev is read by recipient, Stripe's stand-in by object id, the storage stand-in by task
// path. The three files that fill a service-wide limit (signUpGlobal, authEmailGlobal,
// contactAckGlobal) stay parallel because each limit guards only its own callable, which no other
// parallel file calls.
export default defineConfig({
  test: {
    environment: 'node',
    // The Functions emulator starts a worker per concurrent call; first calls are slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // No retry: a test that passes only on a second try is a flake to fix. TASKLANE_RETRIES=1 allows
    // one while hunting a flake; the runner's summary then names each test that needed it.
    retry: Number(process.env.TASKLANE_RETRIES ?? 0),
    projects: [
      {
        extends: true,
        test: {
          name: 'functions',
          include: [FILES],
          exclude: Object.keys(SERIAL),
          // Most of a file's time is spent waiting on the emulators (triggers, transactions' back-off,
          // mail), and the Functions workers are shared, so four files at a time share two cores.
          fileParallelism: true,
          maxWorkers: PARALLEL,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The web's live screens against the emulators: components compiled as the app compiles
        // them (JSX, Lingui macros, catalogs), each file in happy-dom by its docblock.
        extends: true,
        plugins: transformPlugins(),
        test: {
          name: 'functions-web',
          include: ['tests/functions/**/*.test.tsx'],
          fileParallelism: true,
          maxWorkers: PARALLEL,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'functions-serial',
          include: Object.keys(SERIAL),
          fileParallelism: false,
          maxWorkers: 1,
          // Not 0: vitest puts a one-worker project of group 0 last, whatever the other groups.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
