import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { auditLogDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('audit');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'auditLogs/a1': auditLogDoc(OWNER.uid), 'auditLogs/a2': auditLogDoc(OTHER.uid) });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('auditLogs', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's entry ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'auditLogs/a1'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'auditLogs/x'), auditLogDoc(OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'auditLogs/a1'), { action: 'credits_granted' }));
      await assertFails(deleteDoc(doc(db, 'auditLogs/a1')));
    });
  }
  it('owner: lists only their own entries (query filtered on subjectUserId)', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'auditLogs'), where('subjectUserId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'auditLogs')));
  });
  it("other: cannot list the owner's entries", async () => {
    await assertFails(
      getDocs(query(collection(dbAs(env, 'other'), 'auditLogs'), where('subjectUserId', '==', OWNER.uid))),
    );
  });
  it('owner: reads their entries newest first, paged', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAs(env, 'owner'), 'auditLogs'),
          where('subjectUserId', '==', OWNER.uid),
          orderBy('createdAt', 'desc'),
          limit(20),
        ),
      ),
    );
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'auditLogs')));
  });
  it('admin: lists everything', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'auditLogs')));
  });
});
