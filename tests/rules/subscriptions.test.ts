import { subscriptionDoc } from '../support/subscription-docs';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read a plan; only functions write it (Stripe's state, read by the webhook).
readOnlyMatrix({
  collection: 'subscriptions',
  make: (uid) => subscriptionDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});
