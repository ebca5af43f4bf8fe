import { checkoutDraftDoc } from '../support/payment-docs';
import { readOnlyMatrix } from '../support/rules-read-only';

// The paying account's side and admins read (lists filter on accountId; the team rows are in
// teams.test.ts); only functions write (money moves on the server).
readOnlyMatrix({
  collection: 'checkoutDrafts',
  make: (uid) => checkoutDraftDoc(uid, { accountId: uid }),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
  listBy: 'accountId',
});
