// The webhooks matrix: signed out, team owner, team member, another account, reviewer and admin ×
// get, list, create, update and delete, on a team's endpoint and delivery, a person's own, and the
// signing secrets (closed to every client). Clients write nothing.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';

type Who = 'signedOut' | 'owner' | 'member' | 'other' | 'reviewer' | 'admin';
const ALL: Who[] = ['signedOut', 'owner', 'member', 'other', 'reviewer', 'admin'];
const TEAM = 'team-hooks';
const UIDS = { owner: OWNER.uid, member: 'member-user', other: OTHER.uid, reviewer: 'rev-user' };

let env: RulesTestEnvironment;
const clients = new Map<Who, Firestore>();
function as(who: Who): Firestore {
  let db = clients.get(who);
  if (db) return db;
  if (who === 'signedOut') db = env.unauthenticatedContext().firestore() as unknown as Firestore;
  else if (who === 'admin') db = env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  else if (who === 'reviewer')
    db = env.authenticatedContext(UIDS.reviewer, { reviewer: true }).firestore() as unknown as Firestore;
  else db = env.authenticatedContext(UIDS[who]).firestore() as unknown as Firestore;
  clients.set(who, db);
  return db;
}
const membership = (uid: string, role: 'owner' | 'member') => ({ uid, role, teamName: 'Café', joinedAt: new Date() });
const endpoint = (accountId: string) => ({ accountId, createdBy: UIDS.owner, url: 'https://example.com/hook' });
const delivery = (accountId: string) => ({ accountId, endpointId: 'x', eventId: 'evt_1', status: 'succeeded' });

beforeAll(async () => {
  env = await rulesEnv('webhooks');
  await seedDocs(env, {
    [`teams/${TEAM}`]: { name: 'Café', status: 'active' },
    [`teams/${TEAM}/members/${UIDS.owner}`]: membership(UIDS.owner, 'owner'),
    [`teams/${TEAM}/members/${UIDS.member}`]: membership(UIDS.member, 'member'),
    'webhookEndpoints/team1': endpoint(TEAM),
    'webhookDeliveries/team1': delivery(TEAM),
    'webhookEndpoints/mine': endpoint(UIDS.owner),
    'webhookDeliveries/mine': delivery(UIDS.owner),
    'webhookSecrets/mine': { accountId: UIDS.owner, secret: 'whsec_x' },
  });
});
afterAll(async () => env.cleanup());

const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));

describe('webhooks rules', () => {
  for (const who of ALL) {
    for (const [name, accountId, readers] of [
      ['team1', TEAM, ['owner', 'admin']],
      ['mine', UIDS.owner, ['owner', 'admin']],
    ] as const) {
      it(`${who}: ${name === 'mine' ? "a person's own" : "a team's"} endpoints and deliveries`, async () => {
        const db = as(who);
        const ok = (readers as readonly Who[]).includes(who);
        await Promise.all(
          (['webhookEndpoints', 'webhookDeliveries'] as const).flatMap((c) => [
            check(ok, getDoc(doc(db, `${c}/${name}`))),
            check(ok, getDocs(query(collection(db, c), where('accountId', '==', accountId)))),
            assertFails(setDoc(doc(db, `${c}/new-${who}`), { accountId })),
            assertFails(updateDoc(doc(db, `${c}/${name}`), { status: 'disabled' })),
            assertFails(deleteDoc(doc(db, `${c}/${name}`))),
          ]),
        );
      });
    }

    it(`${who}: never reads or writes a signing secret`, async () => {
      const db = as(who);
      await Promise.all([
        assertFails(getDoc(doc(db, 'webhookSecrets/mine'))),
        assertFails(getDocs(query(collection(db, 'webhookSecrets'), where('accountId', '==', UIDS.owner)))),
        assertFails(setDoc(doc(db, 'webhookSecrets/new'), { accountId: UIDS.owner, secret: 'x' })),
        assertFails(updateDoc(doc(db, 'webhookSecrets/mine'), { secret: 'y' })),
        assertFails(deleteDoc(doc(db, 'webhookSecrets/mine'))),
      ]);
    });
  }

  it('refuses a list without the account filter, except to admins', async () => {
    await assertFails(getDocs(collection(as('owner'), 'webhookEndpoints')));
    await assertSucceeds(getDocs(collection(as('admin'), 'webhookDeliveries')));
  });
});
