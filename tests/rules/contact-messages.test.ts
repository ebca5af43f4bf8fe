import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { contactMessageDoc } from '../support/factories';
import { OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('contact');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'contactMessages/m1': contactMessageDoc({ userId: OWNER.uid }) });
});

// Even the sender cannot read a message back: it may hold another person's e-mail.
describe('contactMessages', () => {
  for (const who of EVERYONE) {
    const allowed = who === 'admin';
    it(`${who}: get and list ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = dbAs(env, who);
      const g = getDoc(doc(db, 'contactMessages/m1'));
      const l = getDocs(collection(db, 'contactMessages'));
      await (allowed ? assertSucceeds(g) : assertFails(g));
      await (allowed ? assertSucceeds(l) : assertFails(l));
    });
    it(`${who}: create, update, delete denied (the contact callable writes)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'contactMessages/x'), contactMessageDoc()));
      await assertFails(updateDoc(doc(db, 'contactMessages/m1'), { status: 'answered' }));
      await assertFails(deleteDoc(doc(db, 'contactMessages/m1')));
    });
  }
  it('owner: cannot list even their own messages by filter', async () => {
    await assertFails(
      getDocs(query(collection(dbAs(env, 'owner'), 'contactMessages'), where('userId', '==', OWNER.uid))),
    );
  });
});
