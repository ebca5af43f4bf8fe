import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { subscriptionDoc } from '../support/subscription-docs';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { dbAs } from '../support/rules-matrix';
import { readOnlyMatrix } from '../support/rules-read-only';

// The owner and admins read a plan; only functions write it (Stripe's state, read by the webhook).
readOnlyMatrix({
  collection: 'subscriptions',
  make: (uid) => subscriptionDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
});

// The subscription page listens to subscriptions/{uid} before the first plan exists.
describe('subscriptions/{uid} before the first plan', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('subscriptions-missing');
  });
  afterAll(async () => env.cleanup());
  it('the owner may read their own missing plan; another user and the signed-out may not', async () => {
    await env.clearFirestore();
    await assertSucceeds(getDoc(doc(dbAs(env, 'owner'), `subscriptions/${OWNER.uid}`)));
    await assertFails(getDoc(doc(dbAs(env, 'other'), `subscriptions/${OWNER.uid}`)));
    await assertFails(getDoc(doc(dbAs(env, 'signedOut'), `subscriptions/${OWNER.uid}`)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'other'), `subscriptions/${OTHER.uid}`)));
  });
});
