// Seeds the emulators with demo data: a customer (on the Pro plan, owner of a team of two), an admin, the default settings and tasks in every status. Idempotent: fixed ids, and existing
// documents are left as they are, so running it twice neither fails nor duplicates anything.
// Each kind of demo data has its seeder under seed/.
import { DEFAULT_SETTINGS, splitSettings } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminSdk } from './support/admin-sdk.ts';
import { rebuildStats, writeStats } from '../functions/src/maintenance/stats-rebuild.ts';
import { seedBrandKit } from './seed-brand-kit.ts';
import { createIfAbsent } from './seed/common.ts';
import { DEMO_USERS, ensureUser, ensureDemoReviewer, seedTeam } from './seed/people.ts';
import { seedTasks } from './seed/tasks.ts';
import { seedReceipts, seedPlan } from './seed/billing.ts';

export { DEMO_REVIEWER, DEMO_TEAMMATE, DEMO_TEAM_ID, DEMO_USERS } from './seed/people.ts';

export async function seed() {
  const { db } = adminSdk();
  const { app, staff } = splitSettings(DEFAULT_SETTINGS);
  await createIfAbsent(db.collection('settings').doc('app'), { ...app, updatedAt: Timestamp.now() });
  await createIfAbsent(db.collection('settings').doc('staff'), { ...staff, updatedAt: Timestamp.now() });
  await ensureUser(DEMO_USERS.customer);
  await ensureUser(DEMO_USERS.admin);
  await ensureDemoReviewer();
  await seedTasks();
  await seedReceipts();
  await seedPlan();
  await seedTeam();
  await seedBrandKit(DEMO_USERS.customer.uid);
  // The demo records were written directly, not through the transactions that count them:
  // build their statistics the way the backfill does (idempotent: a rebuild of the same records).
  await writeStats(db, await rebuildStats(db));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then(() => console.log('Seeded the demo data.'))
    .catch((err: unknown) => {
      console.error(`seed: ${(err as Error).message}`);
      process.exit(1);
    });
}
