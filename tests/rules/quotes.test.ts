import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '@tasklane/domain';
import { quoteDoc } from '../support/quotes';
import { OWNER, rulesEnv } from '../support/rules-env';
import { dbAs, seedDocs } from '../support/rules-matrix';
import { readOnlyMatrix } from '../support/rules-read-only';
import { adminQuotesQuery, expiringQuotesQuery } from '../../web/src/features/admin/api/quotes-admin';

// The owner and admins read (lists filter on accountId); every change, money included, goes
// through a callable. The team rows (member, removed member) are in teams.test.ts.
readOnlyMatrix({
  collection: 'quotes',
  make: (uid) => quoteDoc(uid),
  canGet: { signedOut: false, owner: true, other: false, admin: true },
  owned: true,
  listBy: 'accountId',
});

// The admin panel's queries, as the panel builds them: every filter, one customer's, and a next
// page after a cursor, for admins only; a customer is refused each (none filters on accountId).
describe('the admin quotes panel queries', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('quotes-admin');
    const now = Date.now();
    await seedDocs(env, {
      'quotes/older': { ...quoteDoc(OWNER.uid, { status: 'requested' }), updatedAt: new Date(now - 60_000) },
      'quotes/newer': { ...quoteDoc(OWNER.uid, { status: 'requested' }), updatedAt: new Date(now) },
    });
  });
  afterAll(async () => env.cleanup());

  it('admins run each filter, alone and for one customer, and the next page', async () => {
    const db = dbAs(env, 'admin');
    for (const filter of ['open', 'all', ...QUOTE_STATUSES] as const) {
      await assertSucceeds(getDocs(adminQuotesQuery(db, filter)));
      await assertSucceeds(getDocs(adminQuotesQuery(db, filter, OWNER.uid)));
    }
    const first = await getDocs(adminQuotesQuery(db, 'open', OWNER.uid));
    expect(first.docs.map((d) => d.id)).toEqual(['newer', 'older']);
    const next = await assertSucceeds(getDocs(adminQuotesQuery(db, 'open', OWNER.uid, first.docs[0])));
    expect(next.docs.map((d) => d.id)).toEqual(['older']);
    await assertSucceeds(getDocs(expiringQuotesQuery(db)));
  });

  it('the customer who owns them is refused every one of them', async () => {
    const db = dbAs(env, 'owner');
    await assertFails(getDocs(adminQuotesQuery(db, 'open')));
    await assertFails(getDocs(adminQuotesQuery(db, 'all', OWNER.uid)));
    await assertFails(getDocs(expiringQuotesQuery(db)));
  });
});
