import { invoiceDoc } from '../support/subscription-docs';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read paid plan invoices; only the invoice grant writes them.
readOnlyMatrix({
  collection: 'invoices',
  make: (uid) => invoiceDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});
