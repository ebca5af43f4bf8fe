// The account migration on records made before teams: run twice, the second run writes nothing,
// and a record that already has its account (a team's) is left alone.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrateAccountIds } from '../../functions/src/maintenance/account-migration';
import { taskDoc } from '../support/factories';
import { quoteDoc } from '../support/quotes';
import { adminDb } from '../support/functions-client';

/** A task as written before teams: no accountId. */
function oldTask(uid: string) {
  const { accountId: _none, ...task } = taskDoc(uid);
  return task;
}

/** A quote as written before teams: no accountId. */
function oldQuote(uid: string) {
  const { accountId: _none, ...quote } = quoteDoc(uid);
  return quote;
}

describe('migrateAccountIds', () => {
  it('adds accountId = userId to old wallets, tasks, payments and quotes, once', async () => {
    const a = `mig-${randomUUID()}`;
    const b = `mig-${randomUUID()}`;
    const team = `team-${randomUUID()}`;
    await Promise.all([
      adminDb.doc(`wallets/${a}`).set({ userId: a, balance: 3, updatedAt: new Date() }),
      adminDb.doc(`wallets/${b}`).set({ userId: b, balance: 0, updatedAt: new Date() }),
      // Tasks made before teams: no accountId (the factory now writes one, as the server does).
      adminDb.doc(`tasks/${a}-1`).set(oldTask(a)),
      adminDb.doc(`tasks/${a}-2`).set(oldTask(a)),
      // Already a team's: untouched.
      adminDb.doc(`tasks/${b}-team`).set(taskDoc(b, { accountId: team })),
      adminDb.doc(`payments/${a}-p`).set({ userId: a, kind: 'pack', status: 'paid' }),
      // A quote asked for before teams (the quote list now filters on accountId), and a team's quote.
      adminDb.doc(`quotes/${b}-q`).set(oldQuote(b)),
      adminDb.doc(`quotes/${a}-team`).set(quoteDoc(a, { accountId: team })),
    ]);
    const first = await migrateAccountIds(adminDb, { userIds: [a, b] });
    expect(first).toMatchObject({ wallets: 2, tasks: 2, payments: 1, quotes: 1, invoices: 0 });
    const second = await migrateAccountIds(adminDb, { userIds: [a, b] });
    expect(Object.values(second).every((n) => n === 0)).toBe(true);

    expect((await adminDb.doc(`wallets/${a}`).get()).get('accountId')).toBe(a);
    expect((await adminDb.doc(`tasks/${a}-1`).get()).get('accountId')).toBe(a);
    expect((await adminDb.doc(`tasks/${b}-team`).get()).get('accountId')).toBe(team);
    expect((await adminDb.doc(`payments/${a}-p`).get()).get('accountId')).toBe(a);
    expect((await adminDb.doc(`quotes/${b}-q`).get()).get('accountId')).toBe(b);
    expect((await adminDb.doc(`quotes/${a}-team`).get()).get('accountId')).toBe(team);
    // Migrated, the old quote is in its owner's list query, as the web asks for it.
    const listed = await adminDb.collection('quotes').where('accountId', '==', b).get();
    expect(listed.docs.map((d) => d.id)).toEqual([`${b}-q`]);
  });
});
