import { paymentDoc } from '../support/payment-docs';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read; only functions write (money moves on the server).
readOnlyMatrix({
  collection: 'payments',
  make: (uid) => paymentDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});
