// A reviewer reads an account's brand kit, and downloads its logo, only while they may work on one
// of its tasks: one assigned to them and not delivered, or one in the pool. Driven through the real
// callables (reassignment, hand-back, pick-up, delivery), read through the client SDK (rules) and
// the download function, as the review workspace does.
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, finishUpload, functionUrl, sendToSession } from '../support/files';
import { rebuildKitAccess } from '../../functions/src/lib/kit-access';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, createTask, readTask } from '../support/pipeline';
import { setSettings } from '../support/task-helpers';

const clients: TestClient[] = [];
let customer: TestClient;
let admin: TestClient;
let first: TestClient;
let second: TestClient;
let third: TestClient;
let logoId: string;

/** Uploads the customer's logo the way /brand does, which also makes their kit. */
async function uploadLogo(client: TestClient): Promise<string> {
  const token = await client.idToken();
  const res = await fetch(functionUrl('startUpload', {}), {
    method: 'POST',
    body: JSON.stringify({
      purpose: 'logo',
      accountId: client.uid,
      name: 'logo.png',
      size: PNG_1PX.length,
      contentType: 'image/png',
    }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  const opened = (await res.json()) as { upload: { id: string; sessionUri: string } };
  expect(await sendToSession(opened.upload.sessionUri, PNG_1PX)).toBe(200);
  const done = await finishUpload(token, opened.upload.id);
  expect(done.status).toBe(201);
  return done.body.file!.id as string;
}

beforeAll(async () => {
  await setSettings();
  [customer, admin, first, second, third] = await Promise.all([
    signedInClient(),
    signedInClient({ admin: true }),
    signedInClient({ reviewer: true }),
    signedInClient({ reviewer: true }),
    signedInClient({ reviewer: true }),
  ]);
  clients.push(customer, admin, first, second, third);
  logoId = await uploadLogo(customer);
});
afterAll(async () => Promise.all(clients.map((c) => c.close())));

/** Whether `who` reads the customer's kit (rules) and downloads its logo (the function), both or neither. */
async function reads(who: TestClient): Promise<boolean> {
  const kit = await getDoc(doc(who.firestore(), `brandKits/${customer.uid}`)).then(
    () => true,
    (err: { code?: string }) => {
      if (err.code !== 'permission-denied') throw err;
      return false;
    },
  );
  const logo = await fetch(
    functionUrl('downloadFile', { purpose: 'logo', accountId: customer.uid as string, fileId: logoId }),
    { headers: { Authorization: `Bearer ${await who.idToken()}` } },
  );
  expect([200, 404]).toContain(logo.status);
  expect(logo.status === 200, 'the logo follows the same check as the kit').toBe(kit);
  return kit;
}

const readers = async () => ({
  first: await reads(first),
  second: await reads(second),
  third: await reads(third),
  admin: await reads(admin),
  customer: await reads(customer),
});

describe("a reviewer and an account's brand kit and logo", () => {
  it('no task of the account: no reviewer reads them; the customer and admins do', async () => {
    expect(await readers()).toEqual({ first: false, second: false, third: false, admin: true, customer: true });
  });

  it('follow the work: assignment, reassignment, hand-back to the pool, pick-up, delivery', async () => {
    const now = Date.now();
    const taskId = await createTask(customer.uid as string, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - H),
      dueAt: new Date(now + 20 * H),
      reviewerId: null,
      deliverableType: 'text',
    });
    const reason = 'Matching the skills this task needs';

    await admin.call('reassignReviewer', { taskId, reviewerId: first.uid as string, reason });
    expect(await readers()).toEqual({ first: true, second: false, third: false, admin: true, customer: true });

    // Reassigned: the kit goes with the work.
    await admin.call('reassignReviewer', { taskId, reviewerId: second.uid as string, reason });
    expect(await readers()).toEqual({ first: false, second: true, third: false, admin: true, customer: true });

    // Handed back: in the pool, any reviewer may take it, so any reviewer reads the kit.
    await second.call('handBackTask', { taskId, reason: 'Out of my depth on this one' });
    expect(await readers()).toEqual({ first: true, second: true, third: true, admin: true, customer: true });

    // Picked up from the pool: the others lose it, the one who handed it back included.
    await first.call('pickUpTask', { taskId });
    expect(await readers()).toEqual({ first: true, second: false, third: false, admin: true, customer: true });

    // Delivered: nobody's work any more.
    await first.call('deliverTask', { taskId, result: 'Here is the polished About page.' });
    expect((await readTask(taskId)).status).toBe('delivered');
    expect(await readers()).toEqual({ first: false, second: false, third: false, admin: true, customer: true });
  });

  it("the backfill writes the access of tasks that predate it: theirs for the assigned reviewer, everyone's for the pool", async () => {
    const now = Date.now();
    const open = {
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - H),
      dueAt: new Date(now + 20 * H),
    };
    const assigned = await createTask(customer.uid as string, { ...open, status: 'in_review', reviewerId: third.uid });
    await adminDb.doc(`kitAccess/${customer.uid}`).delete();
    expect(await reads(third)).toBe(false);
    await rebuildKitAccess(adminDb);
    expect(await readers()).toEqual({ first: false, second: false, third: true, admin: true, customer: true });
    await createTask(customer.uid as string, { ...open, status: 'ai_drafted', reviewerId: null });
    await rebuildKitAccess(adminDb);
    expect(await readers()).toEqual({ first: true, second: true, third: true, admin: true, customer: true });
    expect((await adminDb.doc(`kitAccess/${customer.uid}`).get()).get(`holders.${assigned}`)).toBe(third.uid);
  });
});
