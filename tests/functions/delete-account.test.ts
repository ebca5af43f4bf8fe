import type { DocumentReference } from 'firebase-admin/firestore';
import { CURRENT_LEGAL_VERSIONS } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '../../functions/src/lib/personal-data';
import { HOST, PORTS, PROJECT_ID, randomId } from '../support/emulators';
import { notificationDoc, taskDoc } from '../support/factories';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  errorOf,
  passwordClient,
  signedInClient,
} from '../support/functions-client';
import { buyer, payAt, stripeTest, until } from '../support/stripe';
import { eventually } from '../support/pipeline';
import { bucket, objectsUnder } from '../support/files';
import { seedMemory } from '../support/tm-seed';
import { deliveredTask, holdAllSlots, putTask, cardTaskOrder, submitInput } from '../support/task-helpers';

/** Every document under `ref`'s subcollections, depth first. */
async function subDocs(ref: DocumentReference): Promise<{ path: string; json: string }[]> {
  const out: { path: string; json: string }[] = [];
  for (const col of await ref.listCollections()) {
    for (const d of (await col.get()).docs) {
      out.push({ path: d.ref.path, json: JSON.stringify(d.data()) });
      out.push(...(await subDocs(d.ref)));
    }
  }
  return out;
}

/**
 * The documents, in every top-level collection of the database, that still mention the person:
 * a full scan of the root collections plus the subcollections of the documents named in
 * `roots` (the person's wallet and tasks), which is where nested personal data lives.
 */
async function mentions(needles: string[], roots: DocumentReference[]): Promise<string[]> {
  const found: string[] = [];
  const check = (path: string, json: string) => {
    if (needles.some((n) => path.includes(n) || json.includes(n))) found.push(path);
  };
  for (const col of await adminDb.listCollections()) {
    for (const d of (await col.get()).docs) check(d.ref.path, JSON.stringify(d.data()));
  }
  for (const root of roots) for (const d of await subDocs(root)) check(d.path, d.json);
  return found;
}

const rootOf = (path: string) => path.split('/')[0] as string;

describe('deleteAccount', () => {
  it('leaves no document holding the uid, the e-mail or the name; audit logs keep an anonymized id', async () => {
    const name = `Zéphyrine ${randomId('name')}`;
    const email = `${randomId('erase')}@example.test`;
    const password = 'Sturdy-Pass-2026!';
    const anon = anonymousClient();
    const consent = {
      terms: CURRENT_LEGAL_VERSIONS.terms,
      privacy: CURRENT_LEGAL_VERSIONS.privacy,
      language: 'fr' as const,
    };
    await anon.call('signUp', { name, email, password, company: 'Quill & Co', locale: 'fr', consent });
    const client = await passwordClient(email, password);
    const uid = client.uid as string;
    await adminDb.doc(`wallets/${uid}`).update({ balance: 10 });
    const admin = await signedInClient({ admin: true });
    // Every production slot taken, so the submission waits in the queue instead of starting.
    const releaseSlots = await holdAllSlots();
    try {
      // As the person: a queued task, a delivered one with a refund request, two contact
      // messages (signed in, and signed out with the same address), notifications.
      const queued = await client.call(
        'submitTask',
        submitInput(client.uid!, {
          title: `Menu for ${name}`,
          brief: `Please translate the menu of ${name}'s café, keep the tone.`,
        }),
      );
      const delivered = await putTask(uid, deliveredTask(1, { title: `Letter by ${name}` }));
      await adminDb
        .doc(`tasks/${delivered}/staff/draft`)
        .set({ provider: 'offline', text: `Draft for ${name}`, createdAt: new Date() });
      await client.call('requestRefund', { taskId: delivered, reason: `${name} expected a longer letter.` });
      const contact = {
        name,
        email,
        company: '',
        phone: '613 555-0199',
        subject: 'Question',
        message: `Hello, this is ${name}, a question.`,
        locale: 'fr' as const,
      };
      await client.call('submitContact', contact);
      await client.call('createApiKey', { accountId: uid, name: `CMS of ${name}`, scope: 'read' });
      await anon.call('submitContact', { ...contact, subject: 'Signed out' });
      await adminDb.collection('notifications').add(
        notificationDoc(uid, {
          payload: { task_title: `Menu for ${name}`, new_status: 'in_review', task_id: queued.taskId },
        }),
      );
      const other = await adminDb.collection('tasks').add(taskDoc(admin.uid as string, { queuePosition: 2 }));
      // The translation memory: pairs, shards, an import's record, and a large export not downloaded yet.
      await seedMemory(uid, [{ en: `${name} says hello.`, fr: `${name} dit bonjour.` }]);
      await adminDb.doc(`translationMemories/${uid}/imports/i1`).set({ status: 'done', format: 'csv', count: 1 });
      await bucket().file(`memory-exports/${uid}/e1`).save('<tmx/>');

      const needles = [uid, email, name];
      const roots = [
        adminDb.doc(`wallets/${uid}`),
        adminDb.doc(`tasks/${queued.taskId}`),
        adminDb.doc(`tasks/${delivered}`),
        adminDb.doc(`translationMemories/${uid}`),
      ];
      // Every collection the person's data reached is in the registry (or is the audit log).
      const before = new Set((await mentions(needles, roots)).map(rootOf));
      for (const c of [
        'profiles',
        'wallets',
        'tasks',
        'refundRequests',
        'contactMessages',
        'notifications',
        'apiKeys',
        'translationMemories',
      ])
        expect(before.has(c), c).toBe(true);
      for (const c of before) expect([...Object.keys(PERSONAL_DATA), 'auditLogs'], c).toContain(c);
      const token = await client.idToken();

      expect(await client.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });

      expect(await mentions(needles, roots)).toEqual([]);
      for (const sub of ['pairs', 'shards', 'imports'])
        expect((await roots[3]!.collection(sub).limit(1).get()).empty, sub).toBe(true);
      expect(await objectsUnder(`memory-exports/${uid}/`)).toEqual([]);
      await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

      // The queued task was cancelled (it no longer holds a place in the queue), and kept anonymized.
      const q = (await adminDb.doc(`tasks/${queued.taskId}`).get()).data();
      expect(q).toMatchObject({ status: 'cancelled', queueStatus: null, userId: 'deleted-user', ownerDeleted: true });
      // The refund request is kept for accounting, without the person.
      expect((await adminDb.doc(`refundRequests/${delivered}`).get()).data()).toMatchObject({
        userId: 'deleted-user',
        credits: 1,
        status: 'pending',
      });
      // Audit logs keep the anonymized id only.
      const audits = await adminDb.collection('auditLogs').where('entityId', '==', queued.taskId).get();
      expect(audits.size).toBeGreaterThan(0);
      for (const a of audits.docs) expect([a.get('actorUserId'), a.get('subjectUserId')]).not.toContain(uid);

      // The deleted user's still-unexpired ID token reads nothing of theirs any more.
      const res = await fetch(
        `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/refundRequests/${delivered}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(res.status).toBe(403);

      // Nobody else's data is touched.
      expect((await other.get()).get('userId')).toBe(admin.uid);
    } finally {
      await releaseSlots();
      await Promise.all([client.close(), anon.close(), admin.close()]);
    }
  });

  it("deletes the person's conversations (messages, hidden ones' audit text, a question about their work); a staff author becomes anonymous", async () => {
    const name = `Anatole ${randomId('name')}`;
    const client = await signedInClient({ displayName: name });
    const admin = await signedInClient({ admin: true });
    const staffAuthor = await signedInClient({ admin: true });
    const bystander = await signedInClient();
    const uid = client.uid as string;
    const email = client.email as string;
    const now = new Date();
    try {
      await adminDb
        .doc(`profiles/${uid}`)
        .set({ name, email, locale: 'en', role: 'customer', createdAt: now, updatedAt: now });
      await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance: 0, updatedAt: now });
      const taskId = await putTask(uid, {
        status: 'in_review',
        queueStatus: null,
        activatedAt: now,
        dueAt: new Date(Date.now() + 3_600_000),
        title: `Flyer by ${name}`,
      });
      // An admin with a profile is told of a message on a task nobody reviews yet; that notice
      // quotes the task's title, so it must go with the account.
      await adminDb
        .doc(`profiles/${admin.uid}`)
        .set({ name: 'Staff', email: admin.email, locale: 'en', role: 'admin', createdAt: now, updatedAt: now });
      const said = await client.call('postMessage', {
        target: { kind: 'task', id: taskId },
        text: `Sign it ${name}, ${email}.`,
      });
      const staffNotice = adminDb.doc(`notifications/msg_${said.messageId}_${admin.uid}`);
      expect(await eventually(async () => (await staffNotice.get()).data(), "the admin's notice")).toMatchObject({
        aboutAccountId: uid,
        payload: { task_title: `Flyer by ${name}` },
      });
      await admin.call('hideMessage', { threadId: said.threadId, messageId: said.messageId, reason: 'Test of hiding' });
      await client.call('postMessage', { target: { kind: 'task', id: taskId }, text: `Regards, ${name}` });
      await admin.call('askCustomer', {
        taskId,
        question: `Should the flyer say ${name} or the company?`,
        outcome: 'deliver_on_assumptions',
      });
      // A staff member's message in someone else's conversation, before that staff account goes.
      const theirTask = await putTask(bystander.uid as string);
      const staffSaid = await staffAuthor.call('postMessage', {
        target: { kind: 'task', id: theirTask },
        text: 'Noted, thank you.',
      });

      const threadRoot = adminDb.doc(`threads/${said.threadId}`);
      expect((await threadRoot.collection('messages').get()).size).toBe(3);
      expect(await client.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
      expect((await threadRoot.get()).exists).toBe(false);
      expect((await threadRoot.collection('messages').get()).size).toBe(0);
      expect((await staffNotice.get()).exists).toBe(false);
      expect(await mentions([uid, email, name], [threadRoot, adminDb.doc(`tasks/${taskId}`)])).toEqual([]);

      expect(await staffAuthor.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
      const kept = (await adminDb.doc(`threads/${staffSaid.threadId}/messages/${staffSaid.messageId}`).get()).data();
      expect(kept).toMatchObject({ authorId: 'deleted-user', text: 'Noted, thank you.', userId: bystander.uid });
    } finally {
      await adminDb.doc(`profiles/${admin.uid}`).delete();
      await Promise.all([client.close(), admin.close(), staffAuthor.close(), bystander.close()]);
    }
  });

  it("keeps other users' profiles, wallets and tasks", async () => {
    const client = await signedInClient();
    const other = await signedInClient();
    const uid = client.uid as string;
    const now = new Date();
    for (const c of [client, other]) {
      await adminDb
        .doc(`profiles/${c.uid}`)
        .set({ name: 'Kept Person', email: c.email, locale: 'en', role: 'customer', createdAt: now, updatedAt: now });
      await adminDb.doc(`wallets/${c.uid}`).set({ userId: c.uid, balance: 3, updatedAt: now });
    }
    const theirs = await adminDb
      .collection('tasks')
      .add(taskDoc(other.uid as string, { status: 'delivered', queueStatus: null }));
    const theirNote = await adminDb.collection('notifications').add(notificationDoc(other.uid as string));
    expect(await client.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    expect((await adminDb.doc(`profiles/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`profiles/${other.uid}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`wallets/${other.uid}`).get()).get('balance')).toBe(3);
    expect((await theirs.get()).get('userId')).toBe(other.uid);
    expect((await theirNote.get()).exists).toBe(true);
    await Promise.all([client.close(), other.close()]);
  });

  it('refunds a card-paid queued task to the card before the account goes, with its credit note', async () => {
    const client = await buyer({ province: 'QC', locale: 'fr' });
    const uid = client.uid as string;
    const releaseSlots = await holdAllSlots();
    try {
      // Paid by card while every slot is taken, so the task waits in the queue.
      const { requestId, task } = cardTaskOrder({ title: 'Carte du midi' });
      const { url, sessionId } = await client.call('createCheckoutSession', {
        kind: 'task',
        requestId,
        task,
        locale: 'fr',
      });
      expect((await payAt(url)).status).toBe(303);
      const paid = await client.call('confirmCheckoutSession', { sessionId });
      const taskId = paid.taskId as string;
      const paymentId = paid.paymentId as string;
      expect((await adminDb.doc(`tasks/${taskId}`).get()).get('queueStatus')).toBe('queued');

      expect(await client.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });

      // The whole charge, taxes included, went back to the card once, and is filed with its credit note.
      const refunds = (await stripeTest.refunds.list({ payment_intent: paymentId })).data;
      expect(refunds.map((r) => r.amount)).toEqual([paid.totalCents]);
      expect((await adminDb.doc(`cardRefunds/${taskId}`).get()).get('status')).toBe('succeeded');
      await until(
        async () => (await adminDb.collection('refunds').where('paymentId', '==', paymentId).get()).size === 1,
        'the refund to be filed',
      );
      const notes = await adminDb
        .collection('receipts')
        .where('paymentId', '==', paymentId)
        .where('kind', '==', 'credit_note')
        .get();
      expect(notes.size).toBe(1);
      expect(notes.docs[0]!.get('totalCents')).toBe(paid.totalCents);
      const after = (await adminDb.doc(`tasks/${taskId}`).get()).data();
      expect(after).toMatchObject({ status: 'cancelled', userId: 'deleted-user' });
      // The trigger's own run, and Stripe's charge.refunded, add no second refund.
      await new Promise((r) => setTimeout(r, 1500));
      expect((await stripeTest.refunds.list({ payment_intent: paymentId })).data).toHaveLength(1);
      expect((await adminDb.collection('refunds').where('paymentId', '==', paymentId).get()).size).toBe(1);
      expect(uid).not.toBe('deleted-user');
    } finally {
      await releaseSlots();
      await client.close();
    }
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('deleteAccount', { confirm: 'DELETE' }))).code).toBe('functions/unauthenticated');
    await anon.close();
  });

  it('requires the typed confirmation (bad input) and then deletes nothing', async () => {
    const client = await signedInClient();
    const now = new Date();
    await adminDb
      .doc(`profiles/${client.uid}`)
      .set({ name: 'To Keep', email: client.email, locale: 'en', role: 'customer', createdAt: now, updatedAt: now });
    const err = await errorOf(client.callRaw('deleteAccount', { confirm: 'yes' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { confirm: 'delete_confirm_required' } });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).exists).toBe(true);
    await client.close();
  });
  // Every signed-in user may delete their own account (and only it); no wrong role exists.
});
