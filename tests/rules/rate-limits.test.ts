import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('rate-limits');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'rateLimits/abc123': { kind: 'auth-email', hits: [new Date()], expiresAt: new Date() } });
});

// rateLimits/{key}: server-only counters. Nobody, admins included, touches them from a client:
// a client that could reset its counter would defeat the limit.
describe('rateLimits', () => {
  for (const who of EVERYONE) {
    it(`${who}: get denied`, async () => {
      await assertFails(getDoc(doc(dbAs(env, who), 'rateLimits/abc123')));
    });
    it(`${who}: list denied`, async () => {
      await assertFails(getDocs(collection(dbAs(env, who), 'rateLimits')));
    });
    it(`${who}: create denied`, async () => {
      await assertFails(setDoc(doc(dbAs(env, who), 'rateLimits/new-key'), { kind: 'auth-email', hits: [] }));
    });
    it(`${who}: update denied (cannot reset a counter)`, async () => {
      await assertFails(updateDoc(doc(dbAs(env, who), 'rateLimits/abc123'), { hits: [] }));
    });
    it(`${who}: delete denied`, async () => {
      await assertFails(deleteDoc(doc(dbAs(env, who), 'rateLimits/abc123')));
    });
  }
});
