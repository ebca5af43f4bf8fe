// kitAccess/{accountId}: who works on an account's tasks now, kept by the functions and read by
// the brandKits rule. The matrix (signed out, the account's owner, a team member, another
// account, a reviewer, an admin × get, list, create, update, delete), then the kit itself: a
// reviewer reads it only while a task of the account is theirs or in the pool.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { brandKitDoc } from '../support/brand-kits';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';

const MEMBER = { uid: 'member-user' };
const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const REVIEWER_2 = { uid: 'reviewer-two', token: { reviewer: true } };
const TEAM = 'team-abc';

type Who = 'signedOut' | 'owner' | 'member' | 'other' | 'reviewer' | 'admin';
const WHO: Who[] = ['signedOut', 'owner', 'member', 'other', 'reviewer', 'admin'];

let env: RulesTestEnvironment;
function as(who: Who | 'reviewer2'): Firestore {
  if (who === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  if (who === 'admin') return env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  if (who === 'reviewer')
    return env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;
  if (who === 'reviewer2')
    return env.authenticatedContext(REVIEWER_2.uid, REVIEWER_2.token).firestore() as unknown as Firestore;
  const uid = { owner: OWNER.uid, member: MEMBER.uid, other: OTHER.uid }[who];
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
}

const member = (uid: string, role: 'owner' | 'member') => ({
  uid,
  teamName: 'Café',
  email: `${uid}@example.test`,
  name: uid,
  role,
  joinedAt: new Date(),
  monthlyCapCredits: null,
  spentMonth: '2026-11',
  spentCredits: 0,
});

beforeAll(async () => {
  env = await rulesEnv('kit-access');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [`teams/${TEAM}`]: {
      name: 'Café',
      legalName: 'Café inc.',
      province: 'QC',
      address: '1 rue X',
      status: 'active',
      createdBy: OWNER.uid,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
    [`teams/${TEAM}/members/${OWNER.uid}`]: member(OWNER.uid, 'owner'),
    [`teams/${TEAM}/members/${MEMBER.uid}`]: member(MEMBER.uid, 'member'),
    [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { t1: REVIEWER.uid } },
    [`kitAccess/${OWNER.uid}`]: { accountId: OWNER.uid, holders: { t2: REVIEWER.uid } },
    [`brandKits/${TEAM}`]: brandKitDoc(TEAM),
    [`brandKits/${OTHER.uid}`]: brandKitDoc(OTHER.uid),
  });
});

describe('kitAccess: only admins read it, nobody writes it', () => {
  const canRead: Record<Who, boolean> = {
    signedOut: false,
    owner: false,
    member: false,
    other: false,
    reviewer: false,
    admin: true,
  };
  for (const who of WHO) {
    it(`${who}: get (the team's and a personal one) and list ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      const check = canRead[who] ? assertSucceeds : assertFails;
      await check(getDoc(doc(db, `kitAccess/${TEAM}`)));
      await check(getDoc(doc(db, `kitAccess/${OWNER.uid}`)));
      await check(getDocs(collection(db, 'kitAccess')));
    });
    it(`${who}: create, update and delete denied`, async () => {
      const db = as(who);
      await assertFails(setDoc(doc(db, `kitAccess/${OTHER.uid}`), { accountId: OTHER.uid, holders: { t9: 'pool' } }));
      await assertFails(setDoc(doc(db, `kitAccess/${TEAM}`), { accountId: TEAM, holders: { t9: 'pool' } }));
      await assertFails(updateDoc(doc(db, `kitAccess/${TEAM}`), { 'holders.t9': REVIEWER_2.uid }));
      await assertFails(deleteDoc(doc(db, `kitAccess/${TEAM}`)));
    });
  }
});

describe('a brand kit and the reviewers', () => {
  const kitOf = (who: Who | 'reviewer2', accountId: string) => getDoc(doc(as(who), `brandKits/${accountId}`));

  it('a reviewer with a task of the account reads its kit; one without does not', async () => {
    await assertSucceeds(kitOf('reviewer', TEAM));
    await assertFails(kitOf('reviewer2', TEAM));
  });
  it("a reviewer reads no kit of an account that keeps no access document (no task of it is anyone's work)", async () => {
    await assertFails(kitOf('reviewer', OTHER.uid));
    await assertSucceeds(kitOf('admin', OTHER.uid));
  });
  it('a task in the pool opens the kit to every reviewer', async () => {
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { t1: 'pool' } } });
    await assertSucceeds(kitOf('reviewer', TEAM));
    await assertSucceeds(kitOf('reviewer2', TEAM));
  });
  it('once the entry is gone (delivered) or names someone else (reassigned), the reviewer is refused', async () => {
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: {} } });
    await assertFails(kitOf('reviewer', TEAM));
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { t1: REVIEWER_2.uid } } });
    await assertFails(kitOf('reviewer', TEAM));
    await assertSucceeds(kitOf('reviewer2', TEAM));
  });
  it("the account's own side and admins read it whatever the access document says; another account does not", async () => {
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: {} } });
    await assertSucceeds(kitOf('owner', TEAM));
    await assertSucceeds(kitOf('member', TEAM));
    await assertSucceeds(kitOf('admin', TEAM));
    await assertFails(kitOf('other', TEAM));
    await assertFails(kitOf('signedOut', TEAM));
  });
});
