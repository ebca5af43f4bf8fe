// npm run migrate-accounts: gives every record made before teams its paying account
// (accountId = userId on wallets, tasks, payments, checkout drafts, quotes, plans, invoices and
// refunds). Safe to run twice: it writes only documents without an accountId.
//   add --project <id> for a real project (application default credentials).
// Against the local emulators by default.
import { scriptTarget } from './support/script-target.ts';

const project = scriptTarget();

const { adminSdk } = await import('./support/admin-sdk.ts');
const { migrateAccountIds } = await import('../functions/src/maintenance/account-migration.ts');

const { db } = adminSdk(project);
const counts = await migrateAccountIds(db);
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`tasklane migrate-accounts: ${total} documents given their account`);
for (const [collection, n] of Object.entries(counts)) console.log(`  ${collection}: ${n}`);
