import { readOnlyMatrix } from '../support/rules-read-only';

// Webhook bookkeeping: admins read it for support; no customer, and only functions write.
readOnlyMatrix({
  collection: 'stripeEvents',
  make: (uid) => ({
    userId: uid,
    type: 'checkout.session.completed',
    status: 'processed',
    outcome: 'fulfilled',
    created: 1,
  }),
  canGet: { signedOut: false, owner: false, other: false, admin: true },
  owned: false,
});
