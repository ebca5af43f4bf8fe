// Where teams, reviewers, threads and brand kits meet, at the callables: a team's members are the
// customer's side of the team's task threads and share its brand kit (a removed member no longer
// is); a reviewer is staff on the threads of the tasks they may work on, and on no other's.
import { EMPTY_BRAND_KIT, type BrandKitInput, type ThreadMessage } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDoc } from '../support/factories';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { eventually } from '../support/pipeline';
import { putTask, setSettings } from '../support/task-helpers';

let owner: TestClient;
let member: TestClient;
let outsider: TestClient;
let reviewer: TestClient;
let otherReviewer: TestClient;
let teamId: string;

const teamMember = (uid: string, role: 'owner' | 'member', email: string) => ({
  uid,
  teamName: 'Café du Canal',
  email,
  name: 'Pat',
  role,
  joinedAt: new Date(),
  monthlyCapCredits: null,
  spentMonth: '2026-11',
  spentCredits: 0,
});

beforeAll(async () => {
  await setSettings();
  [owner, member, outsider, reviewer, otherReviewer] = await Promise.all([
    signedInClient(),
    signedInClient(),
    signedInClient(),
    signedInClient({ reviewer: true }),
    signedInClient({ reviewer: true }),
  ]);
  for (const c of [owner, member, outsider, reviewer])
    await adminDb.doc(`profiles/${c.uid}`).set(profileDoc({ email: c.email as string, locale: 'en' }));
  const team = adminDb.collection('teams').doc();
  teamId = team.id;
  await team.set({
    name: 'Café du Canal',
    legalName: 'Café du Canal inc.',
    province: 'QC',
    address: '12 rue du Canal',
    status: 'active',
    createdBy: owner.uid,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await team
    .collection('members')
    .doc(owner.uid as string)
    .set(teamMember(owner.uid as string, 'owner', owner.email as string));
  await team
    .collection('members')
    .doc(member.uid as string)
    .set(teamMember(member.uid as string, 'member', member.email as string));
});
afterAll(async () => Promise.all([owner, member, outsider, reviewer, otherReviewer].map((c) => c.close())));

const message = async (threadId: string, id: string) =>
  (await adminDb.doc(`threads/${threadId}/messages/${id}`).get()).data() as ThreadMessage;

describe("a team task's conversation", () => {
  it("a member writes on a task another member submitted for the team, as the customer's side; an outsider cannot", async () => {
    const taskId = await putTask(owner.uid as string, { accountId: teamId });
    const out = await member.call('postMessage', {
      target: { kind: 'task', id: taskId },
      text: 'Our opening hours changed.',
    });
    expect(await message(out.threadId, out.messageId)).toMatchObject({
      accountId: teamId,
      userId: owner.uid,
      authorId: member.uid,
      authorRole: 'customer',
    });
    expect(await member.call('markThreadRead', { threadId: out.threadId })).toEqual({ cleared: 0 });
    expect(
      (await errorOf(outsider.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Hello?' }))).code,
    ).toBe('functions/not-found');
    expect((await errorOf(outsider.call('markThreadRead', { threadId: out.threadId }))).code).toBe(
      'functions/not-found',
    );
  });

  it('a removed member loses the conversation at once', async () => {
    const removed = await signedInClient();
    await adminDb
      .doc(`teams/${teamId}/members/${removed.uid}`)
      .set(teamMember(removed.uid as string, 'member', removed.email as string));
    const taskId = await putTask(removed.uid as string, { accountId: teamId });
    await removed.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Before I leave.' });
    await adminDb.doc(`teams/${teamId}/members/${removed.uid}`).delete();
    expect(
      (await errorOf(removed.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'After.' }))).code,
    ).toBe('functions/not-found');
    // Their task stays with the team: the others still talk on it.
    await expect(
      owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'We take it from here.' }),
    ).resolves.toMatchObject({ threadId: `task_${taskId}` });
    await removed.close();
  });
});

describe('reviewers on conversations', () => {
  it('the assigned reviewer writes and asks as staff; another reviewer is refused as if the task did not exist', async () => {
    const taskId = await putTask(outsider.uid as string, {
      status: 'in_review',
      queueStatus: 'active',
      reviewerId: reviewer.uid,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 3_600_000),
    });
    const out = await reviewer.call('postMessage', {
      target: { kind: 'task', id: taskId },
      text: 'Which city should the ad name?',
    });
    expect((await message(out.threadId, out.messageId)).authorRole).toBe('staff');
    expect(
      (await errorOf(otherReviewer.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'Hi' }))).code,
    ).toBe('functions/not-found');
    expect((await errorOf(otherReviewer.call('markThreadRead', { threadId: out.threadId }))).code).toBe(
      'functions/not-found',
    );
    expect(
      (
        await errorOf(
          otherReviewer.call('hideMessage', {
            threadId: out.threadId,
            messageId: out.messageId,
            reason: 'Abusive language',
          }),
        )
      ).code,
    ).toBe('functions/not-found');
    expect(
      (
        await errorOf(
          otherReviewer.call('askCustomer', { taskId, question: 'Which city?', outcome: 'deliver_on_assumptions' }),
        )
      ).code,
    ).toBe('functions/not-found');
    expect((await message(out.threadId, out.messageId)).hidden).toBe(false);
  });

  it("a customer's message on a task nobody reviews yet, or on a quote, reaches every admin's bell at once; the assigned reviewer's otherwise", async () => {
    const admin = await signedInClient({ admin: true });
    await adminDb.doc(`profiles/${admin.uid}`).set(profileDoc({ email: admin.email as string, role: 'admin' }));
    const queued = await putTask(outsider.uid as string);
    const onQueued = await outsider.call('postMessage', {
      target: { kind: 'task', id: queued },
      text: 'One more detail.',
    });
    const n = await eventually(
      async () => (await adminDb.doc(`notifications/msg_${onQueued.messageId}_${admin.uid}`).get()).data(),
      "the admin's notice",
    );
    expect(n).toMatchObject({
      userId: admin.uid,
      templateKey: 'thread_message',
      payload: { task_id: queued, message: 'staff' },
    });
    const quote = adminDb.collection('quotes').doc();
    await quote.set({ userId: outsider.uid, title: 'Translate our menu', status: 'requested' });
    const onQuote = await outsider.call('postMessage', {
      target: { kind: 'quote', id: quote.id },
      text: 'And the wine list?',
    });
    await eventually(
      async () => (await adminDb.doc(`notifications/msg_${onQuote.messageId}_${admin.uid}`).get()).data(),
      "the admin's quote notice",
    );
    const assigned = await putTask(outsider.uid as string, {
      status: 'in_review',
      queueStatus: 'active',
      reviewerId: reviewer.uid,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 3_600_000),
    });
    const onAssigned = await outsider.call('postMessage', {
      target: { kind: 'task', id: assigned },
      text: 'Blue, please.',
    });
    await eventually(
      async () => (await adminDb.doc(`notifications/msg_${onAssigned.messageId}`).get()).data(),
      "the reviewer's notice",
    );
    expect((await adminDb.doc(`notifications/msg_${onAssigned.messageId}`).get()).get('userId')).toBe(reviewer.uid);
    expect((await adminDb.doc(`notifications/msg_${onAssigned.messageId}_${admin.uid}`).get()).exists).toBe(false);
    await adminDb.doc(`profiles/${admin.uid}`).delete();
    await admin.close();
  });

  it('a customer who is not staff cannot ask or hide, even on their own task', async () => {
    const taskId = await putTask(outsider.uid as string, {
      status: 'in_review',
      queueStatus: 'active',
      reviewerId: reviewer.uid,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 3_600_000),
    });
    expect(
      (
        await errorOf(
          outsider.call('askCustomer', { taskId, question: 'Which city?', outcome: 'deliver_on_assumptions' }),
        )
      ).code,
    ).toBe('functions/permission-denied');
  });
});

describe("a team's brand kit", () => {
  const kit = (signOff: string): BrandKitInput => ({
    ...EMPTY_BRAND_KIT,
    description: 'A café by the canal.',
    voice: ['warm'],
    signOff,
  });
  it('every member saves the team kit; an outsider is refused and nothing changes', async () => {
    await expect(member.call('saveBrandKit', { accountId: teamId, kit: kit('The Café team') })).resolves.toMatchObject({
      accountId: teamId,
    });
    expect((await errorOf(outsider.call('saveBrandKit', { accountId: teamId, kit: kit('forged') }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await adminDb.doc(`brandKits/${teamId}`).get()).get('signOff')).toBe('The Café team');
  });
});
