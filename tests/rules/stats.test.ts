// Statistics documents: the platform's are for admins, a customer's for that customer (and
// admins); nobody writes them from a client, not even an admin (functions do, in transactions).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('stats');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  const counters = { tasksSubmitted: 3, grossCents: 13_500 };
  await seedDocs(env, {
    'statsPlatform/2026-11_0': { month: '2026-11', shard: 0, c: counters, d: { '22': counters } },
    'statsPlatform/total_0': { month: 'total', shard: 0, c: counters },
    [`customerStats/${OWNER.uid}`]: { accountId: OWNER.uid, month: 'total', c: counters },
    [`customerStats/${OWNER.uid}/months/2026-11`]: { accountId: OWNER.uid, month: '2026-11', c: counters },
    [`customerStats/${OTHER.uid}`]: { accountId: OTHER.uid, month: 'total', c: counters },
  });
});

const allow = (who: Who, yes: Who[]) => yes.includes(who);

async function check(p: Promise<unknown>, ok: boolean) {
  await (ok ? assertSucceeds(p) : assertFails(p));
}

async function noWrites(who: Who, path: string) {
  const db = dbAs(env, who);
  await assertFails(setDoc(doc(db, path.replace(/[^/]+$/, 'new-one')), { month: 'total', c: {} }));
  await assertFails(updateDoc(doc(db, path), { 'c.grossCents': 1 }));
  await assertFails(setDoc(doc(db, path), { c: { grossCents: 999_999 } }, { merge: true }));
  await assertFails(deleteDoc(doc(db, path)));
}

describe('statsPlatform', () => {
  for (const who of EVERYONE) {
    const ok = allow(who, ['admin']);
    it(`${who}: get ${ok ? 'allowed' : 'denied'}`, async () =>
      check(getDoc(doc(dbAs(env, who), 'statsPlatform/2026-11_0')), ok));
    it(`${who}: list ${ok ? 'allowed' : 'denied'}`, async () =>
      check(getDocs(query(collection(dbAs(env, who), 'statsPlatform'), orderBy('month'))), ok));
    it(`${who}: create, update and delete denied`, async () => noWrites(who, 'statsPlatform/2026-11_0'));
  }
});

describe('customerStats', () => {
  for (const who of EVERYONE) {
    const ok = allow(who, ['owner', 'admin']);
    it(`${who}: get the owner's total and month ${ok ? 'allowed' : 'denied'}`, async () => {
      await check(getDoc(doc(dbAs(env, who), `customerStats/${OWNER.uid}`)), ok);
      await check(getDoc(doc(dbAs(env, who), `customerStats/${OWNER.uid}/months/2026-11`)), ok);
    });
    it(`${who}: list the owner's months ${ok ? 'allowed' : 'denied'}`, async () =>
      check(getDocs(collection(dbAs(env, who), `customerStats/${OWNER.uid}/months`)), ok));
    it(`${who}: list every customer's totals ${who === 'admin' ? 'allowed' : 'denied'}`, async () =>
      check(getDocs(collection(dbAs(env, who), 'customerStats')), who === 'admin'));
    it(`${who}: create, update and delete denied`, async () => {
      await noWrites(who, `customerStats/${OWNER.uid}`);
      await noWrites(who, `customerStats/${OWNER.uid}/months/2026-11`);
    });
  }
  it("other: never reads the owner's statistics, the owner never reads theirs", async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'other'), `customerStats/${OTHER.uid}`)));
    await assertFails(getDoc(doc(dbAs(env, 'owner'), `customerStats/${OTHER.uid}`)));
  });
});
