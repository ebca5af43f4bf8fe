// npm run migrate-ledger-french: gives credit movements written before the ledger kept both
// languages their French description (descriptionFr), so /credits reads in French for them too.
// Safe to run twice: it writes only entries without one. Entries whose English it does not know
// are counted and left in English.
//   add --project <id> for a real project (application default credentials).
// Against the local emulators by default.
import { scriptTarget } from './support/script-target.ts';

const project = scriptTarget();

const { adminSdk } = await import('./support/admin-sdk.ts');
const { addFrenchToLedger } = await import('../functions/src/maintenance/ledger-migration.ts');

const { db } = adminSdk(project);
const { updated, unknown } = await addFrenchToLedger(db);
console.log(
  `tasklane migrate-ledger-french: ${updated} entries given their French; ${unknown} left in English (words not known)`,
);
