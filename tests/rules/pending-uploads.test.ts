import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('pending-uploads');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'pendingUploads/up1': {
      taskId: 't1',
      purpose: 'attachment',
      fileId: 'f1',
      objectPath: 'tasks/t1/attachments/f1',
      name: 'logo.png',
      declaredSize: 10,
      userId: OWNER.uid,
      createdAt: new Date(),
    },
  });
});

// pendingUploads/{id}: server-only. Not even the person who opened the upload reads or edits it:
// the finishing call alone decides what gets recorded, from the bytes in the bucket.
describe('pendingUploads', () => {
  for (const who of EVERYONE) {
    it(`${who}: get denied`, async () => {
      await assertFails(getDoc(doc(dbAs(env, who), 'pendingUploads/up1')));
    });
    it(`${who}: list denied, own ones included`, async () => {
      await assertFails(getDocs(query(collection(dbAs(env, who), 'pendingUploads'), where('userId', '==', OWNER.uid))));
    });
    it(`${who}: create denied`, async () => {
      await assertFails(
        setDoc(doc(dbAs(env, who), 'pendingUploads/up2'), {
          taskId: 't1',
          purpose: 'attachment',
          fileId: 'f2',
          objectPath: 'tasks/t1/attachments/f2',
          name: 'x.png',
          declaredSize: 1,
          userId: OWNER.uid,
          createdAt: new Date(),
        }),
      );
    });
    it(`${who}: update denied (cannot change the size the server checks against)`, async () => {
      await assertFails(updateDoc(doc(dbAs(env, who), 'pendingUploads/up1'), { declaredSize: 999 }));
    });
    it(`${who}: delete denied`, async () => {
      await assertFails(deleteDoc(doc(dbAs(env, who), 'pendingUploads/up1')));
    });
  }
});
