// Teams: creation, invitations (right and wrong address, expired, revoked, reused), roles,
// removal and leaving, the monthly cap, spending the team's credits, and two members racing for
// the last credit. Every team, user and mail here is this file's own (random ids and addresses).
import type { Task, TeamMember } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import { balanceOf, giveWallet, holdAllSlots, setSettings, submitInput } from '../support/task-helpers';

const clients: TestClient[] = [];
async function person(credits = 0): Promise<TestClient> {
  const c = await signedInClient();
  clients.push(c);
  await Promise.all([
    giveWallet(c.uid as string, credits),
    adminDb.doc(`profiles/${c.uid}`).set({
      name: 'Pat Member',
      email: c.email,
      locale: 'en',
      role: 'customer',
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
  ]);
  return c;
}
const teamInput = {
  name: 'Café du Canal',
  legalName: 'Café du Canal inc.',
  province: 'QC' as const,
  address: '12 rue du Canal, Montréal QC',
};

async function teamOf(owner: TestClient): Promise<string> {
  return (await owner.call('createTeam', teamInput)).teamId;
}

/** Invites `email` and returns the token from the link in the mail MailDev caught. */
async function invite(
  owner: TestClient,
  teamId: string,
  email: string,
  extra: { locale?: 'en' | 'fr' } = {},
): Promise<{ token: string; invitationId: string; subject: string; text: string }> {
  const { invitationId } = await owner.call('inviteMember', { teamId, email, ...extra });
  const [mail] = await waitForMails(email, { where: (m) => m.text.includes(invitationId) });
  const token = /token=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error('no invitation link in the mail');
  return { token, invitationId, subject: mail.subject, text: mail.text };
}

async function join(owner: TestClient, teamId: string, credits = 0): Promise<TestClient> {
  const m = await person(credits);
  const { token } = await invite(owner, teamId, m.email as string);
  await m.call('acceptInvitation', { token });
  return m;
}

const member = async (teamId: string, uid: string) =>
  (await adminDb.doc(`teams/${teamId}/members/${uid}`).get()).data() as TeamMember | undefined;

beforeAll(setSettings);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('createTeam', () => {
  it('makes the caller its owner, with an empty team wallet and an audit entry', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    expect((await adminDb.doc(`teams/${teamId}`).get()).data()).toMatchObject({
      ...teamInput,
      status: 'active',
      createdBy: owner.uid,
    });
    expect(await member(teamId, owner.uid as string)).toMatchObject({
      uid: owner.uid,
      role: 'owner',
      monthlyCapCredits: null,
      spentCredits: 0,
    });
    expect(await balanceOf(teamId)).toBe(0);
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', teamId)
      .where('action', '==', 'team_created')
      .get();
    expect(audit.size).toBe(1);
  });

  it('refuses a signed-out caller and bad input', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('createTeam', teamInput))).code).toBe('functions/unauthenticated');
    await anon.close();
    const c = await person();
    const err = await errorOf(c.callRaw('createTeam', { ...teamInput, province: 'XX', name: '' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { province: 'province_required', name: 'team_name_required' } });
  });
});

describe('invitations', () => {
  it('mails a one-time link (in both languages for an unknown address) that only the invited address accepts', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const invitee = await person();
    // The invitee's profile language is known: the mail is in it alone.
    await adminDb.doc(`profiles/${invitee.uid}`).update({ locale: 'fr' });
    const known = await invite(owner, teamId, invitee.email as string);
    expect(known.subject).toMatch(/^Joignez-vous à Café du Canal/);
    expect(known.text).not.toMatch(/Accept the invitation/);
    // The link's secret is not what is stored.
    const stored = (await adminDb.doc(`teams/${teamId}/invitations/${known.invitationId}`).get()).data();
    expect(stored).toMatchObject({ status: 'pending', email: (invitee.email as string).toLowerCase(), role: 'member' });
    expect(known.token).not.toContain(stored?.tokenHash);

    // Someone else holding the link is refused.
    const stranger = await person();
    const wrong = await errorOf(stranger.call('acceptInvitation', { token: known.token }));
    expect(wrong.code).toBe('functions/permission-denied');
    expect(wrong.details).toEqual({ reason: 'wrong_address' });
    expect(await member(teamId, stranger.uid as string)).toBeUndefined();

    await invitee.call('acceptInvitation', { token: known.token });
    expect(await member(teamId, invitee.uid as string)).toMatchObject({
      role: 'member',
      email: (invitee.email as string).toLowerCase(),
    });

    // Reused: the same link again, by the same person, is refused.
    const reused = await errorOf(invitee.call('acceptInvitation', { token: known.token }));
    expect(reused.details).toEqual({ reason: 'invitation_used' });

    // An address nobody has signed up with gets both languages.
    const both = await invite(owner, teamId, `new-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`);
    expect(both.subject).toMatch(/^Join Café du Canal on Tasklane \/ Joignez-vous/);
    expect(both.text).toMatch(/Accept the invitation[\s\S]*Accepter l’invitation/);
  });

  it('refuses an expired, a revoked and a forged link', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const late = await person();
    const expired = await invite(owner, teamId, late.email as string);
    await adminDb
      .doc(`teams/${teamId}/invitations/${expired.invitationId}`)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await errorOf(late.call('acceptInvitation', { token: expired.token }))).details).toEqual({
      reason: 'invitation_expired',
    });

    const revokedFor = await person();
    const revoked = await invite(owner, teamId, revokedFor.email as string);
    await owner.call('revokeInvitation', { teamId, invitationId: revoked.invitationId });
    expect((await errorOf(revokedFor.call('acceptInvitation', { token: revoked.token }))).details).toEqual({
      reason: 'invitation_revoked',
    });
    expect(await member(teamId, revokedFor.uid as string)).toBeUndefined();
    // A revoked invitation cannot be revoked again.
    expect(
      (await errorOf(owner.call('revokeInvitation', { teamId, invitationId: revoked.invitationId }))).details,
    ).toEqual({ reason: 'not_pending' });

    const forged = revoked.token.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const err = await errorOf(revokedFor.call('acceptInvitation', { token: forged }));
    expect(err.code).toBe('functions/not-found');
    expect((await errorOf(revokedFor.callRaw('acceptInvitation', { token: 'nope' }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it('lets only owners invite and revoke, and refuses inviting a member twice', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const m = await join(owner, teamId);
    const byMember = await errorOf(m.call('inviteMember', { teamId, email: 'someone@example.test' }));
    expect(byMember.code).toBe('functions/permission-denied');
    expect(byMember.details).toEqual({ reason: 'owner_required' });
    const outsider = await person();
    expect((await errorOf(outsider.call('inviteMember', { teamId, email: 'someone@example.test' }))).details).toEqual({
      reason: 'not_a_member',
    });
    expect((await errorOf(owner.call('inviteMember', { teamId, email: m.email as string }))).details).toEqual({
      reason: 'already_member',
    });
    expect((await errorOf(owner.callRaw('inviteMember', { teamId, email: 'not-an-address' }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it('throttles invitations to one address (3 an hour)', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const email = `throttle-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    for (let i = 0; i < 3; i++) await owner.call('inviteMember', { teamId, email });
    const err = await errorOf(owner.call('inviteMember', { teamId, email }));
    expect(err.code).toBe('functions/resource-exhausted');
  });
});

describe('roles, removal and leaving', () => {
  it('passes ownership on and never leaves a team without an owner', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const m = await join(owner, teamId);
    expect(
      (await errorOf(owner.call('setMemberRole', { teamId, uid: owner.uid as string, role: 'member' }))).details,
    ).toEqual({ reason: 'last_owner' });
    expect((await errorOf(m.call('setMemberRole', { teamId, uid: m.uid as string, role: 'owner' }))).details).toEqual({
      reason: 'owner_required',
    });
    await owner.call('setMemberRole', { teamId, uid: m.uid as string, role: 'owner' });
    await owner.call('setMemberRole', { teamId, uid: owner.uid as string, role: 'member' });
    expect((await member(teamId, m.uid as string))?.role).toBe('owner');
    expect((await member(teamId, owner.uid as string))?.role).toBe('member');
    expect((await errorOf(owner.callRaw('setMemberRole', { teamId, uid: m.uid, role: 'boss' }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it('lets owners remove members, members only themselves; the last owner leaving hands over to the longest-standing member; the last member leaving closes the team', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const first = await join(owner, teamId);
    const second = await join(owner, teamId);
    expect((await errorOf(first.call('removeMember', { teamId, uid: second.uid as string }))).details).toEqual({
      reason: 'owner_required',
    });

    const left = await owner.call('removeMember', { teamId, uid: owner.uid as string });
    expect(left).toEqual({ closed: false, newOwner: first.uid });
    expect((await member(teamId, first.uid as string))?.role).toBe('owner');
    // The former owner is out: they can no longer act for the team.
    expect((await errorOf(owner.call('submitTask', submitInput(teamId)))).details).toEqual({
      reason: 'not_a_member',
    });

    await first.call('removeMember', { teamId, uid: second.uid as string });
    expect(await member(teamId, second.uid as string)).toBeUndefined();
    expect(await first.call('removeMember', { teamId, uid: first.uid as string })).toEqual({
      closed: true,
      newOwner: null,
    });
    expect((await adminDb.doc(`teams/${teamId}`).get()).data()).toMatchObject({ status: 'closed' });
  });

  it("deleting a personal account removes the person from their teams; their team's task stays queued with the team", async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    await giveWallet(teamId, 2);
    const m = await join(owner, teamId);
    const release = await holdAllSlots();
    const { taskId } = await owner.call('submitTask', submitInput(teamId)).finally(release);
    await owner.call('deleteAccount', { confirm: 'DELETE' });
    expect(await member(teamId, owner.uid as string)).toBeUndefined();
    expect((await member(teamId, m.uid as string))?.role).toBe('owner');
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    expect(task).toMatchObject({ accountId: teamId, status: 'submitted' });
    expect(await balanceOf(teamId)).toBe(1);
  });

  it('closes a team only with a zero balance and no live plan', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    await giveWallet(teamId, 3);
    expect((await errorOf(owner.call('closeTeam', { teamId }))).details).toEqual({
      reason: 'balance_not_zero',
      balance: 3,
    });
    await giveWallet(teamId, 0);
    await adminDb.doc(`subscriptions/${teamId}`).set({ status: 'active', userId: teamId });
    expect((await errorOf(owner.call('closeTeam', { teamId }))).details).toEqual({ reason: 'plan_active' });
    await adminDb.doc(`subscriptions/${teamId}`).update({ status: 'canceled' });
    const m = await join(owner, teamId);
    expect((await errorOf(m.call('closeTeam', { teamId }))).details).toEqual({ reason: 'owner_required' });
    await owner.call('closeTeam', { teamId });
    expect((await adminDb.doc(`teams/${teamId}`).get()).data()).toMatchObject({ status: 'closed' });
    expect((await errorOf(m.call('submitTask', submitInput(teamId)))).details).toEqual({
      reason: 'not_a_member',
    });
  });
});

describe('spending in the team space', () => {
  it("spends the team's credits, records the member, keeps the personal wallet untouched, and lets every member see and cancel it", async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    await giveWallet(teamId, 5);
    const m = await join(owner, teamId, 7);
    const release = await holdAllSlots();
    const out = await m.call('submitTask', submitInput(teamId, { title: 'Team flyer' })).finally(release);
    expect(out).toMatchObject({ priceCredits: 1, balance: 4, duplicate: false });
    expect(await balanceOf(teamId)).toBe(4);
    expect(await balanceOf(m.uid as string)).toBe(7);
    const task = (await adminDb.doc(`tasks/${out.taskId}`).get()).data() as Task;
    expect(task).toMatchObject({ userId: m.uid, accountId: teamId });
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ type: 'consumed', credits: -1, actorUserId: m.uid, taskId: out.taskId }),
    ]);
    expect(await member(teamId, m.uid as string)).toMatchObject({ spentCredits: 1 });

    // Another member (the owner) cancels it: the credit goes back to the team, not to anyone's own wallet.
    const cancelled = await owner.call('cancelTask', { taskId: out.taskId });
    expect(cancelled).toMatchObject({ refundedCredits: 1, balance: 5 });
    expect(await balanceOf(owner.uid as string)).toBe(0);

    // A personal submission still goes to the personal wallet, and carries the person as its account.
    const mine = await m.call('submitTask', submitInput(m.uid!));
    expect(await balanceOf(m.uid as string)).toBe(6);
    expect((await adminDb.doc(`tasks/${mine.taskId}`).get()).data()).toMatchObject({ userId: m.uid, accountId: m.uid });
  });

  it('refuses a team the caller is not in, and a submission over the monthly cap, saying the cap', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    await giveWallet(teamId, 10);
    const outsider = await person(5);
    expect((await errorOf(outsider.call('submitTask', submitInput(teamId)))).details).toEqual({
      reason: 'not_a_member',
    });
    expect(await balanceOf(teamId)).toBe(10);

    const m = await join(owner, teamId);
    expect(
      (await errorOf(m.call('setSpendingCap', { teamId, uid: m.uid as string, monthlyCapCredits: 100 }))).details,
    ).toEqual({ reason: 'owner_required' });
    expect((await errorOf(owner.callRaw('setSpendingCap', { teamId, uid: m.uid, monthlyCapCredits: -1 }))).code).toBe(
      'functions/invalid-argument',
    );
    await owner.call('setSpendingCap', { teamId, uid: m.uid as string, monthlyCapCredits: 2 });
    await m.call('submitTask', submitInput(teamId));
    await m.call('submitTask', submitInput(teamId));
    const over = await errorOf(m.call('submitTask', submitInput(teamId)));
    expect(over.code).toBe('functions/failed-precondition');
    expect(over.message).toMatch(/^Monthly spending cap of 2 credits reached/);
    expect(over.details).toEqual({ reason: 'spending_cap', cap: 2, spent: 2, needed: 1 });
    expect(await balanceOf(teamId)).toBe(8);
    // Lifting the cap lets the member spend again.
    await owner.call('setSpendingCap', { teamId, uid: m.uid as string, monthlyCapCredits: null });
    await m.call('submitTask', submitInput(teamId));
    expect(await balanceOf(teamId)).toBe(7);
  });

  it("a cancelled task gives its credits back to the submitter's monthly spending, so the cap counts only credits spent", async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    await giveWallet(teamId, 10);
    const m = await join(owner, teamId);
    await owner.call('setSpendingCap', { teamId, uid: m.uid as string, monthlyCapCredits: 2 });
    // Every production slot taken until the cancel, so the task stays queued and can be cancelled.
    const release = await holdAllSlots();
    try {
      const first = await m.call('submitTask', submitInput(teamId));
      await m.call('submitTask', submitInput(teamId));
      expect((await errorOf(m.call('submitTask', submitInput(teamId)))).details).toMatchObject({
        reason: 'spending_cap',
        spent: 2,
      });
      // The owner cancels the member's first task: the team gets the credit back, the member's month too.
      await owner.call('cancelTask', { taskId: first.taskId });
    } finally {
      await release();
    }
    expect(await member(teamId, m.uid as string)).toMatchObject({ spentCredits: 1 });
    await m.call('submitTask', submitInput(teamId));
    expect(await member(teamId, m.uid as string)).toMatchObject({ spentCredits: 2 });
    expect(await balanceOf(teamId)).toBe(8);
  });

  it('two members racing for the last credit make one task', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const m = await join(owner, teamId);
    await giveWallet(teamId, 1);
    const results = await Promise.allSettled([
      owner.call('submitTask', submitInput(teamId)),
      m.call('submitTask', submitInput(teamId)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toMatch(/^Insufficient credits/);
    expect(await balanceOf(teamId)).toBe(0);
    const tasks = await adminDb.collection('tasks').where('accountId', '==', teamId).get();
    expect(tasks.size).toBe(1);
  });
});
