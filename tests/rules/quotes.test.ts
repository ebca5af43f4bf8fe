import { quoteDoc } from '../support/quotes';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read; every change, money included, goes through a callable.
readOnlyMatrix({
  collection: 'quotes',
  make: (uid) => quoteDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});
