// Notifications derived by Firestore triggers from data changes, against the emulators.
// Changes are made with the Admin SDK exactly as the callables/scheduler do; the triggers
// run in the Functions emulator. Handlers are also replayed in-process to prove that a
// duplicate delivery of one event writes nothing more.
import { DEFAULT_SETTINGS, type NotificationTemplate, type Task, type RefundRequest } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '../support/emulators';
import { profileDoc, taskDoc, walletDoc } from '../support/factories';
import { adminAuth, adminDb } from '../support/functions-client';
import { mailsTo } from '../support/maildev';
import { handleRefundUpdated } from '../../functions/src/triggers/notify-on-refund-decided';
import { handleTaskUpdated } from '../../functions/src/triggers/notify-on-task-updated';
import { handleWalletUpdated } from '../../functions/src/triggers/notify-on-wallet-updated';
import { purgeOldNotifications } from '../../functions/src/scheduled/notification-retention';

/** Polls until `check` returns a value (triggers run asynchronously); fails after 60 s. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function notificationsOf(uid: string) {
  const snap = await adminDb.collection('notifications').where('userId', '==', uid).get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as {
      templateKey: NotificationTemplate;
      payload: Record<string, unknown>;
      read: boolean;
      readAt: unknown;
      channel: string;
    }),
  }));
}

async function makeUser(opts: { locale?: 'en' | 'fr'; emailNotifications?: boolean; balance?: number } = {}) {
  const email = `${randomId('notif')}@example.test`;
  const user = await adminAuth.createUser({ email, password: 'Test-password-123!', emailVerified: true });
  await adminDb.doc(`profiles/${user.uid}`).set(
    profileDoc({
      email,
      name: 'Camille Tremblay',
      locale: opts.locale ?? 'en',
      emailNotifications: opts.emailNotifications ?? true,
    }),
  );
  await adminDb.doc(`wallets/${user.uid}`).set(walletDoc(user.uid, { balance: opts.balance ?? 5 }));
  return { uid: user.uid, email };
}

/** What transitionTask does: new status + appended history entry. */
async function moveTask(taskId: string, from: Task['status'], to: Task['status'], extra: Record<string, unknown> = {}) {
  await adminDb.doc(`tasks/${taskId}`).update({
    ...extra,
    status: to,
    history: FieldValue.arrayUnion({ at: Timestamp.now(), by: 'reviewer-1', from, to }),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

beforeAll(async () => {
  await adminDb.doc('settings/app').set({ ...DEFAULT_SETTINGS });
});

describe('task notifications (trigger)', () => {
  it('a status change produces exactly one notification of the right template, even when the event is replayed', async () => {
    const u = await makeUser();
    const taskId = randomId('task');
    await adminDb
      .doc(`tasks/${taskId}`)
      .set(taskDoc(u.uid, { status: 'ai_drafted', queueStatus: null, queuePosition: null, title: 'Menu du midi' }));
    await moveTask(taskId, 'ai_drafted', 'in_review');

    const [n] = await eventually(async () => {
      const list = await notificationsOf(u.uid);
      return list.length > 0 && list;
    }, 'the in_review notification');
    expect(n).toMatchObject({
      templateKey: 'task_review_request',
      payload: { task_id: taskId, task_title: 'Menu du midi', new_status: 'in_review' },
      channel: 'in_app',
      read: false,
      readAt: null,
    });

    // The same event delivered again (at-least-once): nothing more is written.
    const after = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    const before = { ...after, status: 'ai_drafted' as const };
    expect(await handleTaskUpdated(taskId, before, after)).toBe(0);
    expect(await notificationsOf(u.uid)).toHaveLength(1);
  });

  it('a non-status change notifies nothing; the SLA flag and the late refund each notify once', async () => {
    const u = await makeUser();
    const taskId = randomId('task');
    await adminDb
      .doc(`tasks/${taskId}`)
      .set(taskDoc(u.uid, { status: 'ai_drafted', queueStatus: null, queuePosition: null, priceCredits: 2 }));
    await adminDb.doc(`tasks/${taskId}`).update({ title: 'Renamed', slaWarned: true });
    await adminDb.doc(`tasks/${taskId}`).update({ lateRefunded: true });
    const list = await eventually(async () => {
      const l = await notificationsOf(u.uid);
      return l.length >= 2 && l;
    }, 'the SLA and late-refund notifications');
    expect(list.map((n) => [n.id, n.templateKey, n.payload.message ?? null]).sort()).toEqual([
      [`${taskId}_late`, 'task_status_update', 'late_refund'],
      [`${taskId}_sla`, 'sla_warning', null],
    ]);
    expect(list.find((n) => n.id === `${taskId}_late`)?.payload.amount).toBe(2);
  });

  it("a delivery is e-mailed in the user's language, with a link to the task", async () => {
    const u = await makeUser({ locale: 'fr' });
    const taskId = randomId('task');
    await adminDb
      .doc(`tasks/${taskId}`)
      .set(taskDoc(u.uid, { status: 'in_review', queueStatus: null, queuePosition: null, title: 'Affiche <promo>' }));
    await moveTask(taskId, 'in_review', 'delivered', { result: 'Done', deliveredAt: FieldValue.serverTimestamp() });
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length > 0 && m;
    }, 'the delivery e-mail');
    expect(mail?.subject).toBe('Votre tâche est livrée : « Affiche <promo> »');
    expect(mail?.html).toContain(`/tasks/${taskId}`);
    expect(mail?.html).toContain('Affiche &lt;promo&gt;');
    expect(mail?.html).not.toContain('<promo>');
    const list = await notificationsOf(u.uid);
    expect(list.map((n) => n.templateKey)).toEqual(['task_delivered']);
  });

  it('no delivery e-mail when the user turned e-mail notifications off (the notification still appears)', async () => {
    const off = await makeUser({ emailNotifications: false });
    const on = await makeUser({ emailNotifications: true });
    for (const u of [off, on]) {
      const before = taskDoc(u.uid, { status: 'in_review' });
      const after = {
        ...before,
        status: 'delivered' as const,
        history: [...before.history, { at: new Date(), by: 'r', from: 'in_review' as const, to: 'delivered' as const }],
      };
      // In-process, so the e-mail step has finished when it returns; the id is unique per task.
      expect(await handleTaskUpdated(randomId('task'), before, after)).toBe(1);
    }
    expect(await mailsTo(on.email)).toHaveLength(1);
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect((await notificationsOf(off.uid)).map((n) => n.templateKey)).toEqual(['task_delivered']);
  });
});

describe('credit_low (trigger)', () => {
  it('fires when the balance crosses below the price of a standard basic task, not before', async () => {
    const u = await makeUser({ balance: 2 });
    const wallet = adminDb.doc(`wallets/${u.uid}`);
    await wallet.update({ balance: 1, updatedAt: FieldValue.serverTimestamp() }); // 2 → 1: still enough
    await wallet.update({ balance: 0, updatedAt: FieldValue.serverTimestamp() }); // 1 → 0: below 1 credit
    const list = await eventually(async () => {
      const l = await notificationsOf(u.uid);
      return l.length > 0 && l;
    }, 'the credit_low notification');
    expect(list.map((n) => [n.templateKey, n.payload.credits_remaining])).toEqual([['credit_low', 0]]);
    // Replaying the 2 → 1 change decides nothing; a raise never notifies.
    expect(
      await handleWalletUpdated(u.uid, walletDoc(u.uid, { balance: 2 }), walletDoc(u.uid, { balance: 1 }), 'replay'),
    ).toBe(false);
    expect(
      await handleWalletUpdated(u.uid, walletDoc(u.uid, { balance: 0 }), walletDoc(u.uid, { balance: 3 }), 'replay'),
    ).toBe(false);
  });
});

describe('refund decision (trigger)', () => {
  const request = (uid: string, over: Partial<RefundRequest> = {}): RefundRequest => ({
    taskId: randomId('task'),
    userId: uid,
    taskTitle: 'Lettre aux clients',
    credits: 2,
    paymentMethod: 'credits',
    reason: 'Not what I asked',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: new Date(),
    decidedAt: null,
    ...over,
  });

  it('approved: notification with a message code and a French e-mail', async () => {
    const u = await makeUser({ locale: 'fr' });
    const id = randomId('refund');
    const req = request(u.uid);
    await adminDb.doc(`refundRequests/${id}`).set(req);
    await adminDb
      .doc(`refundRequests/${id}`)
      .update({ status: 'approved', decidedBy: 'admin-1', decidedAt: FieldValue.serverTimestamp() });
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length > 0 && m;
    }, 'the refund e-mail');
    expect(mail?.subject).toBe('Remboursement approuvé : « Lettre aux clients »');
    expect(mail?.text).toContain('2 crédits ont été remis dans votre portefeuille.');
    const list = await notificationsOf(u.uid);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: `refund_${id}`,
      templateKey: 'task_status_update',
      payload: { message: 'refund_approved', amount: 2, task_id: req.taskId },
    });
    // Replayed: no second notification, no second mail.
    expect(await handleRefundUpdated(id, req, { ...req, status: 'approved' })).toBe(false);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('approved: the e-mail says what really went back (pack credits to the card, or credits a late delivery already returned)', async () => {
    for (const c of [
      { outcome: { creditsReturned: 0, toCard: true }, says: 'Your card payment will be refunded within a few days.' },
      {
        outcome: { creditsReturned: 0, toCard: false },
        says: 'This task’s credits were already returned to your wallet when it was delivered late.',
      },
    ]) {
      const u = await makeUser({ locale: 'en' });
      const id = randomId('refund');
      // A credit-paid task: the request keeps paymentMethod 'credits' and the credits asked for.
      await adminDb.doc(`refundRequests/${id}`).set(request(u.uid));
      await adminDb
        .doc(`refundRequests/${id}`)
        .update({ status: 'approved', decidedBy: 'admin-1', decidedAt: FieldValue.serverTimestamp(), ...c.outcome });
      const [mail] = await eventually(async () => {
        const m = await mailsTo(u.email);
        return m.length > 0 && m;
      }, 'the refund e-mail');
      expect(mail?.text).toContain(c.says);
      expect(mail?.text).not.toContain('went back to your wallet.');
      expect((await notificationsOf(u.uid))[0]?.payload).toMatchObject({ message: 'refund_approved', amount: 0 });
    }
  });

  it('declined: an English e-mail with the reason, escaped', async () => {
    const u = await makeUser({ locale: 'en' });
    const id = randomId('refund');
    await adminDb.doc(`refundRequests/${id}`).set(request(u.uid));
    await adminDb
      .doc(`refundRequests/${id}`)
      .update({ status: 'declined', decisionReason: 'Delivered as <b>briefed</b>' });
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length > 0 && m;
    }, 'the refund e-mail');
    expect(mail?.subject).toBe('Refund request declined: “Lettre aux clients”');
    expect(mail?.text).toContain('Reason: Delivered as <b>briefed</b>');
    expect(mail?.html).toContain('Delivered as &lt;b&gt;briefed&lt;/b&gt;');
    expect((await notificationsOf(u.uid))[0]?.payload.message).toBe('refund_declined');
  });
});

describe('retention', () => {
  it('deletes only notifications older than 90 days, in bounded batches', async () => {
    const uid = randomId('retention');
    const now = new Date();
    const day = 86_400_000;
    const batch = adminDb.batch();
    for (let i = 0; i < 5; i += 1) {
      batch.set(adminDb.doc(`notifications/${uid}_old${i}`), {
        userId: uid,
        templateKey: 'credit_low',
        payload: {},
        channel: 'in_app',
        createdAt: new Date(now.getTime() - (91 + i) * day),
        read: false,
        readAt: null,
      });
    }
    batch.set(adminDb.doc(`notifications/${uid}_recent`), {
      userId: uid,
      templateKey: 'credit_low',
      payload: {},
      channel: 'in_app',
      createdAt: new Date(now.getTime() - 89 * day),
      read: false,
      readAt: null,
    });
    await batch.commit();

    const first = await purgeOldNotifications(now, { batchSize: 2, maxBatches: 2 });
    expect(first).toMatchObject({ more: true });
    expect(first.deleted).toBeGreaterThanOrEqual(4);
    await purgeOldNotifications(now, { batchSize: 2, maxBatches: 50 });
    expect((await notificationsOf(uid)).map((n) => n.id)).toEqual([`${uid}_recent`]);
  });
});
