import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('contact-throttle');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'contactThrottle/email_abc': { count: 1, windowStart: new Date() } });
});

// Counters behind the contact form's rate limit: only the callable (Admin SDK) touches them.
describe('contactThrottle', () => {
  for (const who of EVERYONE) {
    it(`${who}: get, list, create, update, delete all denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(getDoc(doc(db, 'contactThrottle/email_abc')));
      await assertFails(getDocs(collection(db, 'contactThrottle')));
      await assertFails(setDoc(doc(db, 'contactThrottle/ip_x'), { count: 0, windowStart: new Date() }));
      await assertFails(updateDoc(doc(db, 'contactThrottle/email_abc'), { count: 0 }));
      await assertFails(deleteDoc(doc(db, 'contactThrottle/email_abc')));
    });
  }
});
