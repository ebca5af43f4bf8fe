import { readOnlyMatrix } from '../support/rules-read-only';

// The Stripe customer id stays on the server: no client reads or writes it, admins included.
readOnlyMatrix({
  collection: 'stripeCustomers',
  make: (uid) => ({ userId: uid, customerId: 'cus_test_1', createdAt: new Date() }),
  canGet: { signedOut: false, owner: false, other: false, admin: false },
  owned: false,
});
