// The conversation on tasks and quotes: postMessage, hideMessage, markThreadRead and askCustomer,
// the in-app notification, and the batched e-mail (one per thread per 15 minutes).
import { ABUSE_LIMITS, type Notification, type Task, type Thread, type ThreadMessage } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDoc } from '../support/factories';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { eventually } from '../support/pipeline';
import { mailsTo, waitForMails } from '../support/maildev';
import { auditFor, putTask, setSettings } from '../support/task-helpers';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit-key';

let owner: TestClient;
let other: TestClient;
let admin: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other, admin] = await Promise.all([signedInClient(), signedInClient(), signedInClient({ admin: true })]);
  await adminDb
    .doc(`profiles/${owner.uid}`)
    .set(profileDoc({ email: owner.email as string, locale: 'fr', name: 'Jeanne Roy' }));
});
afterAll(async () => Promise.all([owner.close(), other.close(), admin.close()]));

const thread = async (id: string) => (await adminDb.doc(`threads/${id}`).get()).data() as Thread;
const message = async (threadId: string, id: string) =>
  (await adminDb.doc(`threads/${threadId}/messages/${id}`).get()).data() as ThreadMessage;
const task = async (id: string) => (await adminDb.doc(`tasks/${id}`).get()).data() as Task;
const ms = (v: unknown) => (v as Timestamp).toMillis();
const attachment = {
  id: 'a'.repeat(24),
  name: 'menu.pdf',
  kind: 'pdf' as const,
  contentType: 'application/pdf',
  size: 10,
  sha256: 'x',
  uploadedBy: 'u',
  uploadedAt: new Date(),
};

describe('postMessage', () => {
  it("the customer writes on their own task: a server-stamped message with the author's side, and staff's unread count goes up", async () => {
    const taskId = await putTask(owner.uid as string);
    const before = Date.now();
    const out = await owner.call('postMessage', {
      target: { kind: 'task', id: taskId },
      text: '  One more detail: our hours are 9 to 5.  ',
    });
    expect(out).toMatchObject({ threadId: `task_${taskId}`, resumed: false });
    const m = await message(out.threadId, out.messageId);
    expect(m).toMatchObject({
      userId: owner.uid,
      accountId: owner.uid,
      authorId: owner.uid,
      authorRole: 'customer',
      type: 'message',
      text: 'One more detail: our hours are 9 to 5.',
      files: [],
      hidden: false,
    });
    expect(m.createdAt).toBeInstanceOf(Timestamp);
    expect(ms(m.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const t = await thread(out.threadId);
    expect(t).toMatchObject({
      kind: 'task',
      entityId: taskId,
      userId: owner.uid,
      unread: { customer: 0, staff: 1 },
      messageCount: 1,
    });
    expect(t.mail.staff.dueAt).not.toBeNull();
    expect(t.mail.customer.dueAt).toBeNull();
  });

  it('carries files the upload path stored on the task, and refuses any other file id', async () => {
    const taskId = await putTask(owner.uid as string, { attachments: [attachment] });
    const out = await owner.call('postMessage', {
      target: { kind: 'task', id: taskId },
      text: '',
      fileIds: [attachment.id],
    });
    expect((await message(out.threadId, out.messageId)).files.map((f) => f.name)).toEqual(['menu.pdf']);
    const err = await errorOf(
      owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'x', fileIds: ['b'.repeat(24)] }),
    );
    expect(err.details).toEqual({ fields: { fileIds: 'file_invalid' } });
  });

  it('staff reply: the customer gets an unread mark and an in-app notification; reading clears only their side', async () => {
    const taskId = await putTask(owner.uid as string);
    await owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Is the tone right?' });
    const out = await admin.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Yes, friendly it is.' });
    expect((await message(out.threadId, out.messageId)).authorRole).toBe('staff');
    expect((await thread(out.threadId)).unread).toEqual({ customer: 1, staff: 1 });
    const n = await eventually(
      async () => (await adminDb.doc(`notifications/msg_${out.messageId}`).get()).data() as Notification | undefined,
      'the thread notification',
    );
    expect(n).toMatchObject({
      userId: owner.uid,
      templateKey: 'thread_message',
      payload: { task_id: taskId, thread_id: out.threadId },
      read: false,
    });
    expect(await owner.call('markThreadRead', { threadId: out.threadId })).toEqual({ cleared: 1 });
    expect((await thread(out.threadId)).unread).toEqual({ customer: 0, staff: 1 });
    expect(await admin.call('markThreadRead', { threadId: out.threadId })).toEqual({ cleared: 1 });
    expect((await thread(out.threadId)).unread).toEqual({ customer: 0, staff: 0 });
  });

  it("a customer's message notifies the assigned reviewer at once, marked for the review workspace", async () => {
    const taskId = await putTask(owner.uid as string, {
      status: 'in_review',
      queueStatus: null,
      reviewerId: admin.uid,
    });
    await adminDb
      .doc(`profiles/${admin.uid}`)
      .set(profileDoc({ email: admin.email as string, locale: 'en', role: 'admin' }));
    const out = await owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'A detail for you.' });
    const n = await eventually(
      async () => (await adminDb.doc(`notifications/msg_${out.messageId}`).get()).data() as Notification | undefined,
      "the reviewer's notification",
    );
    expect(n).toMatchObject({
      userId: admin.uid,
      templateKey: 'thread_message',
      payload: { task_id: taskId, message: 'staff' },
    });
  });

  it('works on a quote the same way, without files', async () => {
    const quoteRef = adminDb.collection('quotes').doc();
    await quoteRef.set({ userId: owner.uid, title: 'Translate our menu', status: 'requested' });
    const out = await owner.call('postMessage', {
      target: { kind: 'quote', id: quoteRef.id },
      text: 'Can you also do the wine list?',
    });
    expect(out.threadId).toBe(`quote_${quoteRef.id}`);
    expect(await thread(out.threadId)).toMatchObject({
      kind: 'quote',
      title: 'Translate our menu',
      unread: { customer: 0, staff: 1 },
    });
    const err = await errorOf(
      owner.call('postMessage', { target: { kind: 'quote', id: quoteRef.id }, text: 'x', fileIds: [attachment.id] }),
    );
    expect(err.details).toEqual({ fields: { fileIds: 'files_not_allowed' } });
  });

  it("answers 'not-found' for another user's task and quote, and writes nothing", async () => {
    const taskId = await putTask(owner.uid as string);
    expect((await errorOf(other.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Hi' }))).code).toBe(
      'functions/not-found',
    );
    expect((await errorOf(other.call('markThreadRead', { threadId: `task_${taskId}` }))).code).toBe(
      'functions/not-found',
    );
    expect((await adminDb.doc(`threads/task_${taskId}`).get()).exists).toBe(false);
  });

  it('rejects a signed-out caller and bad input with field codes', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('postMessage', { target: { kind: 'task', id: 'x' }, text: 'Hi' }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
    const taskId = await putTask(owner.uid as string);
    expect(
      (await errorOf(owner.callRaw('postMessage', { target: { kind: 'task', id: taskId }, text: '   ' }))).details,
    ).toEqual({ fields: { text: 'message_required' } });
    expect(
      (await errorOf(owner.callRaw('postMessage', { target: { kind: 'task', id: taskId }, text: 'x'.repeat(2001) })))
        .details,
    ).toEqual({ fields: { text: 'message_too_long' } });
    expect(
      (await errorOf(owner.callRaw('postMessage', { target: { kind: 'invoice', id: taskId }, text: 'Hi' }))).code,
    ).toBe('functions/invalid-argument');
    expect(
      (await errorOf(owner.callRaw('postMessage', { target: { kind: 'task', id: 'a/b' }, text: 'Hi' }))).code,
    ).toBe('functions/invalid-argument');
  });

  it('limits messages per user: past the ceiling the call is refused and nothing is written', async () => {
    const flooder = await signedInClient();
    try {
      const taskId = await putTask(flooder.uid as string);
      const { max, windowMs } = ABUSE_LIMITS.threadMessagePerUser;
      // The counter as `max` earlier messages in this window would have left it.
      await adminDb.doc(`rateLimits/${rateLimitDocId('threadMessagePerUser', flooder.uid as string)}`).set({
        kind: 'threadMessagePerUser',
        count: max - 1,
        windowStart: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + windowMs),
      });
      await flooder.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'The last one allowed.' });
      const err = await errorOf(
        flooder.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'One too many.' }),
      );
      expect(err.code).toBe('functions/resource-exhausted');
      expect(err.details).toEqual({ reason: 'rate_limited' });
      expect((await thread(`task_${taskId}`)).messageCount).toBe(1);
    } finally {
      await flooder.close();
    }
  });
});

describe('hideMessage', () => {
  it('staff hide a message: text and files leave it, the audit entry keeps them; customers may not hide', async () => {
    const taskId = await putTask(owner.uid as string, { attachments: [attachment] });
    const out = await owner.call('postMessage', {
      target: { kind: 'task', id: taskId },
      text: 'Something abusive',
      fileIds: [attachment.id],
    });
    expect(
      (await errorOf(owner.call('hideMessage', { threadId: out.threadId, messageId: out.messageId, reason: 'abuse' })))
        .code,
    ).toBe('functions/permission-denied');
    expect(
      await admin.call('hideMessage', { threadId: out.threadId, messageId: out.messageId, reason: 'Insults' }),
    ).toEqual({ hidden: true });
    expect(await message(out.threadId, out.messageId)).toMatchObject({ hidden: true, text: '', files: [] });
    const audit = (await auditFor(owner.uid as string, 'thread_message_hidden')).find(
      (a) => a.metadata.messageId === out.messageId,
    );
    expect(audit).toMatchObject({
      actorUserId: admin.uid,
      entityId: out.threadId,
      metadata: { text: 'Something abusive', reason: 'Insults', files: [{ id: attachment.id, name: 'menu.pdf' }] },
    });
    expect(
      await admin.call('hideMessage', { threadId: out.threadId, messageId: out.messageId, reason: 'Again' }),
    ).toEqual({ hidden: true });
    expect(
      (await auditFor(owner.uid as string, 'thread_message_hidden')).filter(
        (a) => a.metadata.messageId === out.messageId,
      ),
    ).toHaveLength(1);
  });
});

describe('askCustomer and the answer', () => {
  it('pauses the clock with a question; the customer’s reply resumes it and the due time moves by exactly the time waited', async () => {
    const now = Date.now();
    const dueAt = new Date(now + 20 * 3_600_000);
    const taskId = await putTask(owner.uid as string, {
      status: 'in_review',
      queueStatus: null,
      activatedAt: new Date(now - 4 * 3_600_000),
      dueAt,
      reviewerId: admin.uid,
    });
    expect(
      (
        await errorOf(
          owner.call('askCustomer', { taskId, question: 'Which address should we use?', outcome: 'cancel_refund' }),
        )
      ).code,
    ).toBe('functions/permission-denied');
    const asked = await admin.call('askCustomer', {
      taskId,
      question: 'Which address should we use?',
      outcome: 'deliver_on_assumptions',
    });
    const paused = await task(taskId);
    expect(paused.waiting).toMatchObject({
      question: 'Which address should we use?',
      messageId: asked.messageId,
      askedBy: admin.uid,
      outcome: 'deliver_on_assumptions',
    });
    expect(ms(paused.waiting?.expiresAt) - ms(paused.waiting?.askedAt)).toBe(3 * 24 * 3_600_000);
    expect(paused.history.at(-1)).toMatchObject({ from: 'in_review', to: 'in_review', event: 'paused' });
    expect((await message(`task_${taskId}`, asked.messageId)).type).toBe('question');
    expect(
      (
        await errorOf(
          admin.call('askCustomer', { taskId, question: 'And the phone number?', outcome: 'cancel_refund' }),
        )
      ).details,
    ).toEqual({ reason: 'already_waiting' });

    const answer = await owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: '12 Main St.' });
    expect(answer.resumed).toBe(true);
    const resumed = await task(taskId);
    expect(resumed.waiting).toBeNull();
    expect((await message(answer.threadId, answer.messageId)).type).toBe('answer');
    const resumedEntry = resumed.history.at(-1);
    expect(resumedEntry).toMatchObject({ event: 'resumed', by: owner.uid });
    const waited = ms(resumedEntry?.at) - ms(paused.waiting?.askedAt);
    expect(resumed.pausedMs).toBe(waited);
    expect(ms(resumed.dueAt)).toBe(dueAt.getTime() + waited);
    expect((await auditFor(owner.uid as string, 'task_paused')).some((a) => a.entityId === taskId)).toBe(true);
    expect((await auditFor(owner.uid as string, 'task_resumed')).some((a) => a.entityId === taskId)).toBe(true);
  });

  it('refuses a closed task, another reviewer’s bad input, and a signed-out caller', async () => {
    const delivered = await putTask(owner.uid as string, { status: 'delivered', queueStatus: null });
    expect(
      (
        await errorOf(
          admin.call('askCustomer', {
            taskId: delivered,
            question: 'Which address should we use?',
            outcome: 'cancel_refund',
          }),
        )
      ).details,
    ).toEqual({ reason: 'not_askable' });
    expect(
      (await errorOf(admin.callRaw('askCustomer', { taskId: delivered, question: 'Short', outcome: 'cancel_refund' })))
        .details,
    ).toEqual({ fields: { question: 'question_too_short' } });
    expect(
      (
        await errorOf(
          admin.callRaw('askCustomer', {
            taskId: delivered,
            question: 'Which address should we use?',
            outcome: 'maybe',
          }),
        )
      ).details,
    ).toEqual({ fields: { outcome: 'outcome_required' } });
    const anon = anonymousClient();
    expect(
      (
        await errorOf(
          anon.call('askCustomer', {
            taskId: delivered,
            question: 'Which address should we use?',
            outcome: 'cancel_refund',
          }),
        )
      ).code,
    ).toBe('functions/unauthenticated');
    await anon.close();
  });
});

describe('batched e-mail', () => {
  it("a team task's conversation reaches its submitter only while they are a member: once removed, no e-mail and no notice", async () => {
    const member = await signedInClient();
    try {
      await adminDb
        .doc(`profiles/${member.uid}`)
        .set(profileDoc({ email: member.email as string, locale: 'en', name: 'Sam Gone' }));
      const teamId = adminDb.collection('teams').doc().id;
      const now = Timestamp.now();
      await adminDb.doc(`teams/${teamId}`).set({
        name: 'Café',
        legalName: 'Café inc.',
        province: 'QC',
        address: '1 rue X',
        status: 'active',
        createdBy: member.uid,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
      });
      const membership = adminDb.doc(`teams/${teamId}/members/${member.uid}`);
      await membership.set({
        uid: member.uid,
        teamName: 'Café',
        email: member.email,
        name: 'Sam Gone',
        role: 'member',
        joinedAt: now,
        monthlyCapCredits: null,
        spentMonth: '2026-11',
        spentCredits: 0,
      });
      const title = `Team flyer ${Date.now()}`;
      const taskId = await putTask(member.uid as string, { accountId: teamId, title });
      await admin.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Which font do you prefer?' });
      const at = Date.now();
      await admin.call('runThreadTickDev', { nowMs: at });
      await waitForMails(member.email as string, { where: (m) => m.subject.includes(title) });

      await membership.delete();
      const { messageId } = await admin.call('postMessage', {
        target: { kind: 'task', id: taskId },
        text: 'The launch date moves to May.',
      });
      await admin.call('runThreadTickDev', { nowMs: at + 15 * 60_000 + 1000 });
      // Time for a mail or a triggered notice to land, had either been sent.
      await new Promise((r) => setTimeout(r, 3000));
      expect(
        (await mailsTo(member.email as string)).filter((m) => m.text.includes('The launch date moves to May.')),
      ).toHaveLength(0);
      expect((await adminDb.doc(`notifications/msg_${messageId}`).get()).exists).toBe(false);
    } finally {
      await member.close();
    }
  });

  it('a burst of 10 messages sends one e-mail in the recipient’s language; the next waits for the 15-minute window', async () => {
    const taskId = await putTask(owner.uid as string, { title: 'Menu du midi' });
    for (let i = 1; i <= 10; i++)
      await admin.call('postMessage', { target: { kind: 'task', id: taskId }, text: `Note ${i}` });
    const now = Date.now();
    await admin.call('runThreadTickDev', { nowMs: now });
    const first = await waitForMails(owner.email as string, { where: (m) => m.subject.includes('Menu du midi') });
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('10 nouveaux messages : Menu du midi');
    for (let i = 1; i <= 10; i++) expect(first[0]?.text).toContain(`Note ${i}`);
    // Another run finds nothing due; a new message within the window waits for it to close.
    await admin.call('runThreadTickDev', { nowMs: now + 1000 });
    await admin.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Note 11' });
    // Ten minutes after the first e-mail: still inside its 15-minute window.
    await admin.call('runThreadTickDev', { nowMs: now + 10 * 60_000 });
    expect((await mailsTo(owner.email as string)).filter((m) => m.subject.includes('Menu du midi'))).toHaveLength(1);
    await admin.call('runThreadTickDev', { nowMs: now + 15 * 60_000 + 1000 });
    const both = await waitForMails(owner.email as string, {
      where: (m) => m.subject.includes('Menu du midi'),
      count: 2,
    });
    const second = both.find((m) => m.id !== first[0]?.id);
    expect(second?.subject).toBe('1 nouveau message : Menu du midi');
    expect(second?.text).toContain('Note 11');
    expect(second?.text).not.toContain('Note 10');
  });

  it("staff get a quote's batch at the staff address, linking to the quote's page", async () => {
    const quoteRef = adminDb.collection('quotes').doc();
    const title = `Wine list ${quoteRef.id}`;
    await quoteRef.set({ userId: owner.uid, title, status: 'requested' });
    await owner.call('postMessage', { target: { kind: 'quote', id: quoteRef.id }, text: 'Also the dessert menu?' });
    await admin.call('runThreadTickDev', { nowMs: Date.now() });
    const [mail] = await waitForMails('staff@tasklane.ca', { where: (m) => m.subject.includes(title) });
    expect(mail?.subject).toBe(`1 new message: ${title}`);
    expect(mail?.text).toContain(`/quotes/${quoteRef.id}`);
  });

  it("a question's e-mail says what happens without an answer", async () => {
    const taskId = await putTask(owner.uid as string, {
      title: 'Affiche de la fête',
      status: 'in_review',
      queueStatus: null,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await admin.call('askCustomer', { taskId, question: 'Quelle date pour la fête ?', outcome: 'cancel_refund' });
    await admin.call('runThreadTickDev', { nowMs: Date.now() });
    const [mail] = await waitForMails(owner.email as string, {
      where: (m) => m.subject.includes('Affiche de la fête'),
    });
    expect(mail?.subject).toBe('Nous avons besoin de votre réponse pour continuer : Affiche de la fête');
    expect(mail?.text).toContain('Quelle date pour la fête ?');
    expect(mail?.text).toContain(
      "Sans réponse d'ici 3 jours, nous annulerons la tâche et vous rembourserons en entier.",
    );
  });
});
