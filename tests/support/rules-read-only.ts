// The matrix for server-written collections: who may get and list, and nobody may write.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OTHER, OWNER, rulesEnv } from './rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from './rules-matrix';

export function readOnlyMatrix(opts: {
  collection: string;
  /** A valid document belonging to `uid`. */
  make: (uid: string) => Record<string, unknown>;
  /** Who may read the owner's document; `owned` means the owner lists with a userId filter. */
  canGet: Record<Who, boolean>;
  owned: boolean;
  /**
   * The field a customer's list must filter on: `userId` for personal records, `accountId` for
   * records a paying account owns (the rules refuse a userId filter on those, so a removed team
   * member cannot list what they made for the team).
   */
  listBy?: 'userId' | 'accountId';
}) {
  const listBy = opts.listBy ?? 'userId';
  const name = opts.collection;
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv(name.toLowerCase());
  });
  afterAll(async () => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedDocs(env, { [`${name}/mine`]: opts.make(OWNER.uid), [`${name}/theirs`]: opts.make(OTHER.uid) });
  });

  describe(name, () => {
    for (const who of EVERYONE) {
      it(`${who}: get the owner's document ${opts.canGet[who] ? 'allowed' : 'denied'}`, async () => {
        const p = getDoc(doc(dbAs(env, who), `${name}/mine`));
        await (opts.canGet[who] ? assertSucceeds(p) : assertFails(p));
      });
      it(`${who}: create, update and delete denied (only functions write)`, async () => {
        const db = dbAs(env, who);
        const uid = who === 'other' ? OTHER.uid : OWNER.uid;
        await assertFails(setDoc(doc(db, `${name}/new-one`), opts.make(uid)));
        await assertFails(updateDoc(doc(db, `${name}/mine`), { userId: uid, status: 'paid' }));
        await assertFails(deleteDoc(doc(db, `${name}/mine`)));
      });
      it(`${who}: list everything ${who === 'admin' && opts.canGet.admin ? 'allowed' : 'denied'}`, async () => {
        const p = getDocs(collection(dbAs(env, who), name));
        await (who === 'admin' && opts.canGet.admin ? assertSucceeds(p) : assertFails(p));
      });
    }
    it(`owner: lists their own with a ${listBy} filter ${opts.owned ? 'allowed' : 'denied'}; never another user's`, async () => {
      const mine = getDocs(query(collection(dbAs(env, 'owner'), name), where(listBy, '==', OWNER.uid)));
      await (opts.owned ? assertSucceeds(mine) : assertFails(mine));
      await assertFails(getDocs(query(collection(dbAs(env, 'owner'), name), where(listBy, '==', OTHER.uid))));
    });
    if (listBy === 'accountId') {
      it('owner: a userId filter is refused, even on their own records', async () => {
        await assertFails(getDocs(query(collection(dbAs(env, 'owner'), name), where('userId', '==', OWNER.uid))));
      });
    }
  });
}
