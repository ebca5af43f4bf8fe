import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ledgerQuery } from '../../web/src/features/credits/api/use-ledger';
import { walletDoc } from '../support/factories';
import { OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('wallets');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [`wallets/${OWNER.uid}`]: walletDoc(OWNER.uid),
    [`wallets/${OWNER.uid}/ledger/e1`]: {
      type: 'purchased',
      credits: 5,
      balanceAfter: 5,
      description: 'Pack of 5',
      createdAt: new Date(),
    },
  });
});

const canRead: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('wallets', () => {
  for (const who of EVERYONE) {
    it(`${who}: get ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), `wallets/${OWNER.uid}`));
      await (canRead[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: list ${who === 'admin' ? 'allowed' : 'denied'}`, async () => {
      const p = getDocs(collection(dbAs(env, who), 'wallets'));
      await (who === 'admin' ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (credits are money)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, `wallets/${who}-new`), walletDoc(`${who}-new`, { balance: 100 })));
      await assertFails(updateDoc(doc(db, `wallets/${OWNER.uid}`), { balance: 1000 }));
      await assertFails(deleteDoc(doc(db, `wallets/${OWNER.uid}`)));
    });
  }
});

describe('wallets/{uid}/ledger', () => {
  for (const who of EVERYONE) {
    it(`${who}: get and list ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const db = dbAs(env, who);
      const g = getDoc(doc(db, `wallets/${OWNER.uid}/ledger/e1`));
      const l = getDocs(collection(db, `wallets/${OWNER.uid}/ledger`));
      await (canRead[who] ? assertSucceeds(g) : assertFails(g));
      await (canRead[who] ? assertSucceeds(l) : assertFails(l));
    });
    it(`${who}: create, update and delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, `wallets/${OWNER.uid}/ledger/e2`), { type: 'granted', credits: 50 }));
      await assertFails(updateDoc(doc(db, `wallets/${OWNER.uid}/ledger/e1`), { credits: 50 }));
      await assertFails(deleteDoc(doc(db, `wallets/${OWNER.uid}/ledger/e1`)));
    });
  }
});

// The query the credits screen really runs (its api module's builder), not a retyped copy.
describe("wallets: the web's own queries", () => {
  it('owner: reads the ledger newest first, paged', async () => {
    await assertSucceeds(getDocs(ledgerQuery(dbAs(env, 'owner'), OWNER.uid, 20)));
  });
  it("other: cannot page through someone else's ledger", async () => {
    await assertFails(getDocs(ledgerQuery(dbAs(env, 'other'), OWNER.uid, 20)));
  });
  it('owner: cannot create, top up or delete their own wallet (no self-service credits)', async () => {
    const owner = dbAs(env, 'owner');
    await assertFails(setDoc(doc(owner, `wallets/${OWNER.uid}`), walletDoc(OWNER.uid, { balance: 10 })));
    await assertFails(updateDoc(doc(owner, `wallets/${OWNER.uid}`), { balance: 10 }));
    await assertFails(deleteDoc(doc(owner, `wallets/${OWNER.uid}`)));
  });
});
