// npm run backfill-kit-access: writes kitAccess/{accountId} (which reviewers may read the
// account's brand kit now) from the open tasks, for a project whose tasks predate those documents.
// Until it runs there, reviewers cannot open the kit of tasks already drafted, in review or
// reopened (admins still can); tasks that move afterwards keep their entry themselves.
//   npm run backfill-kit-access                      the local emulators
//   npm run backfill-kit-access -- --project <id>    a real project (application default credentials)
// Replaces each account's document whole: run it while reviews are quiet.
import { scriptTarget } from './support/script-target.ts';

const project = scriptTarget(process.argv.slice(2));

const { adminSdk } = await import('./support/admin-sdk.ts');
const { rebuildKitAccess } = await import('../functions/src/lib/kit-access.ts');

const { db } = adminSdk(project);
const accounts = await rebuildKitAccess(db);
console.log(`tasklane backfill-kit-access: wrote the access of ${accounts} account(s)`);
