import { refundDoc } from '../support/payment-docs';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read; only functions write (money moves on the server).
readOnlyMatrix({
  collection: 'refunds',
  make: (uid) => refundDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});
