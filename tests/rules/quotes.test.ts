import { quoteDoc } from '../support/quotes';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read (lists filter on accountId); every change, money included, goes
// through a callable. The team rows (member, removed member) are in teams.test.ts.
readOnlyMatrix({
  collection: 'quotes',
  make: (uid) => quoteDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
  listBy: 'accountId',
});
