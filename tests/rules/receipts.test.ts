// receipts/{number}: tax receipts and credit notes. The owner reads their own (with a uid
// filter), admins read all, and no client writes: receipts are written with the payment.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { receiptDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';
import { receiptsQuery } from '../../web/src/features/credits/api/receipts-api';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('receipts');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'receipts/TL-2026-000001': receiptDoc(OWNER.uid, 1),
    'receipts/TL-2026-000002': receiptDoc(OTHER.uid, 2),
  });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('receipts', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's receipt ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'receipts/TL-2026-000001'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (functions write receipts with the payment)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'receipts/TL-2026-000003'), receiptDoc(OWNER.uid, 3)));
      await assertFails(updateDoc(doc(db, 'receipts/TL-2026-000001'), { totalCents: 1 }));
      await assertFails(updateDoc(doc(db, 'receipts/TL-2026-000001'), { emailedAt: new Date() }));
      await assertFails(deleteDoc(doc(db, 'receipts/TL-2026-000001')));
    });
  }
  it('owner: lists their billing history with a uid filter (the web query), never all', async () => {
    const db = dbAs(env, 'owner');
    await assertSucceeds(getDocs(receiptsQuery(db, OWNER.uid, 20)));
    await assertFails(getDocs(collection(db, 'receipts')));
  });
  it("other: cannot list the owner's receipts", async () => {
    await assertFails(getDocs(receiptsQuery(dbAs(env, 'other'), OWNER.uid, 20)));
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'receipts')));
  });
  it('admin: lists every receipt', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'receipts')));
  });
});
