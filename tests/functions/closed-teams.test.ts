// A closed team's balance follows the refund rules: an admin settles it once, in one transaction.
// Pack credits go back to the packs' cards (newest pack first), made at the Stripe stand-in by the
// refund trigger and filed with a credit note in the team's legal name; the other credits move to
// the last owner's personal wallet, or are forfeited when that account is deleted.
import { QUEUE_COLLECTION, type Receipt } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { buyer, payAt, stripeTest, until } from '../support/stripe';
import { setSettings, submitInput } from '../support/task-helpers';

const opened: TestClient[] = [];
let admin: TestClient;
let admin2: TestClient;
beforeAll(async () => {
  await setSettings();
  admin = await signedInClient({ admin: true });
  admin2 = await signedInClient({ admin: true });
  opened.push(admin, admin2);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function customer() {
  const c = await buyer({ province: 'ON', balance: 1 });
  opened.push(c);
  return c;
}
const balance = async (id: string) => (await adminDb.doc(`wallets/${id}`).get()).get('balance') as number;

async function team(owner: TestClient, name: string) {
  const { teamId } = await owner.call('createTeam', {
    name,
    legalName: `${name} S.E.N.C.`,
    province: 'QC',
    address: '5 av. du Parc, Québec QC',
  });
  return teamId;
}

async function buyPack(owner: TestClient, teamId: string, packId: string): Promise<string> {
  const { url, sessionId } = await owner.call('createCheckoutSession', {
    kind: 'pack',
    packId,
    locale: 'fr',
    accountId: teamId,
  });
  expect((await payAt(url)).status).toBe(303);
  return (await owner.call('confirmCheckoutSession', { sessionId })).paymentId as string;
}

/** A task taken out of the queue and delivered, as the pipeline would leave it. */
async function delivered(taskId: string) {
  await adminDb.doc(`${QUEUE_COLLECTION}/${taskId}`).delete();
  await adminDb
    .doc(`tasks/${taskId}`)
    .update({ status: 'delivered', queueStatus: null, queuePosition: null, closedAt: new Date() });
}

const adjust = (teamId: string, credits: number) =>
  admin.call('adjustCredits', { accountId: teamId, credits, reason: 'Goodwill for the launch' });
const spend = (c: TestClient, teamId: string) =>
  c.call('submitTask', submitInput(teamId, { category: 'marketing_content', tier: 'express' }));

describe('settling a closed team balance', () => {
  it('refunds pack credits to the cards newest pack first, moves the rest to the last owner, once, even with two admins at once', async () => {
    const owner = await customer();
    const teamId = await team(owner, 'Atelier Clos');
    // 5 + 1 pack credits, 3 by hand, 2 × 2 spent (the 3 by hand go first), 2 more by hand:
    // 7 left, 5 of them bought with packs.
    const older = await buyPack(owner, teamId, 'pack_5');
    const newer = await buyPack(owner, teamId, 'pack_1');
    await adjust(teamId, 3);
    const spent = [await spend(owner, teamId), await spend(owner, teamId)];
    // Delivered before the team closes: a closing team cancels its queued tasks and gives their
    // credits back, and whether these two wait in the queue depends on other files' tasks.
    await Promise.all(spent.map(({ taskId }) => delivered(taskId)));
    await adjust(teamId, 2);
    expect(await balance(teamId)).toBe(7);
    expect(await owner.call('removeMember', { teamId, uid: owner.uid as string })).toEqual({
      closed: true,
      newOwner: null,
    });

    const { teams } = await admin.call('closedTeamBalances', {});
    const row = teams.find((t) => t.teamId === teamId);
    // Quebec taxes: pack_1 29 $ → 33.34 $; pack_5 135 $ → 155.22 $, 4 of its 5 credits = 124.18 $.
    expect(row).toMatchObject({
      name: 'Atelier Clos',
      legalName: 'Atelier Clos S.E.N.C.',
      balance: 7,
      cardCredits: 5,
      cardCents: 15_752,
      otherCredits: 2,
      refunds: [
        { paymentId: newer, credits: 1, amountCents: 3_334 },
        { paymentId: older, credits: 4, amountCents: 12_418 },
      ],
      recipient: { uid: owner.uid, email: owner.email },
    });
    expect(row?.closedAtMs).toEqual(expect.any(Number));

    const outcomes = await Promise.allSettled([
      admin.call('settleClosedTeam', { teamId }),
      admin2.call('settleClosedTeam', { teamId }),
    ]);
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    expect((ok[0] as PromiseFulfilledResult<unknown>).value).toMatchObject({
      cardCredits: 5,
      cardCents: 15_752,
      movedCredits: 2,
      forfeitedCredits: 0,
      recipientUid: owner.uid,
    });
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'nothing_to_settle' },
    });

    expect(await balance(teamId)).toBe(0);
    expect(await balance(owner.uid as string)).toBe(1 + 2);
    const teamLedger = (
      await adminDb
        .collection(`wallets/${teamId}/ledger`)
        .where('type', '==', 'adjusted')
        .where('credits', '<', 0)
        .get()
    ).docs.map((d) => d.data());
    expect(teamLedger.map((e) => e.credits).sort()).toEqual([-1, -2, -4]);
    const personal = (await adminDb.collection(`wallets/${owner.uid}/ledger`).get()).docs.map((d) => d.data());
    expect(personal).toEqual([
      expect.objectContaining({
        type: 'adjusted',
        credits: 2,
        description: 'Credits from the closed team Atelier Clos',
      }),
    ]);
    const audits = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', teamId)
      .where('action', '==', 'team_balance_settled')
      .get();
    expect(audits.docs.map((d) => d.get('metadata'))).toEqual([
      expect.objectContaining({ balance: 7, cardCredits: 5, movedCredits: 2, recipientUid: owner.uid }),
    ]);

    // The refund trigger sends each to Stripe once and files it with a credit note for the team.
    const decided = await adminDb.collection('cardRefunds').where('accountId', '==', teamId).get();
    expect(decided.docs.map((d) => d.data()).sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      expect.objectContaining({ userId: owner.uid, paymentId: newer, amountCents: 3_334, reason: 'pack_credits' }),
      expect.objectContaining({ userId: owner.uid, paymentId: older, amountCents: 12_418, reason: 'pack_credits' }),
    ]);
    for (const [paymentId, amount] of [
      [newer, 3_334],
      [older, 12_418],
    ] as const) {
      const notes = await until(async () => {
        const q = await adminDb
          .collection('receipts')
          .where('paymentId', '==', paymentId)
          .where('kind', '==', 'credit_note')
          .get();
        return q.size > 0 ? q.docs : null;
      }, `the credit note of ${paymentId}`);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.data() as Receipt).toMatchObject({
        uid: teamId,
        province: 'QC',
        totalCents: amount,
        customer: { name: 'Atelier Clos S.E.N.C.', address: '5 av. du Parc, Québec QC', email: owner.email },
      });
      expect((notes[0]!.data() as Receipt).taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
      expect((await stripeTest.refunds.list({ payment_intent: paymentId })).data.map((r) => r.amount)).toEqual([
        amount,
      ]);
      expect(
        (await adminDb.collection('refunds').where('paymentId', '==', paymentId).get()).docs.map((d) => d.data()),
      ).toEqual([expect.objectContaining({ accountId: teamId, reason: 'pack_credits', amountCents: amount })]);
    }

    // Settled: a later call finds nothing, and the team leaves the admins' list.
    expect((await errorOf(admin.call('settleClosedTeam', { teamId }))).details).toEqual({
      reason: 'nothing_to_settle',
    });
    expect((await admin.call('closedTeamBalances', {})).teams.some((t) => t.teamId === teamId)).toBe(false);
  });

  it('forfeits the credits no card paid for when the last owner deleted their account', async () => {
    const owner = await customer();
    const teamId = await team(owner, 'Atelier Parti');
    await adjust(teamId, 2);
    await owner.call('deleteAccount', { confirm: 'DELETE' });
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('status')).toBe('closed');

    const row = (await admin.call('closedTeamBalances', {})).teams.find((t) => t.teamId === teamId);
    expect(row).toMatchObject({ balance: 2, cardCredits: 0, otherCredits: 2, refunds: [], recipient: null });
    expect(await admin.call('settleClosedTeam', { teamId })).toEqual({
      cardCredits: 0,
      cardCents: 0,
      refundKeys: [],
      movedCredits: 0,
      forfeitedCredits: 2,
      recipientUid: null,
    });
    expect(await balance(teamId)).toBe(0);
    const ledger = (await adminDb.collection(`wallets/${teamId}/ledger`).where('credits', '<', 0).get()).docs.map((d) =>
      d.data(),
    );
    expect(ledger).toEqual([expect.objectContaining({ type: 'adjusted', credits: -2 })]);
  });

  it('refuses the signed out, customers and team owners', async () => {
    const owner = await customer();
    const teamId = await team(owner, 'Atelier Actif');
    const anon = anonymousClient();
    opened.push(anon);
    expect((await errorOf(anon.call('settleClosedTeam', { teamId }))).code).toBe('functions/unauthenticated');
    expect((await errorOf(anon.call('closedTeamBalances', {}))).code).toBe('functions/unauthenticated');
    const other = await customer();
    for (const c of [owner, other]) {
      expect((await errorOf(c.call('settleClosedTeam', { teamId }))).code).toBe('functions/permission-denied');
      expect((await errorOf(c.call('closedTeamBalances', {}))).code).toBe('functions/permission-denied');
    }
  });

  it('refuses an unknown team, an active team, a closed team with nothing left and a malformed id', async () => {
    const owner = await customer();
    const active = await team(owner, 'Atelier Ouvert');
    await adjust(active, 1);
    expect((await errorOf(admin.call('settleClosedTeam', { teamId: active }))).details).toEqual({
      reason: 'team_active',
    });
    expect(await balance(active)).toBe(1);

    const unknown = await errorOf(admin.call('settleClosedTeam', { teamId: `nope${Date.now()}` }));
    expect(unknown).toMatchObject({ code: 'functions/not-found', details: { reason: 'team_not_found' } });

    const empty = await team(owner, 'Atelier Vide');
    await owner.call('closeTeam', { teamId: empty });
    expect(await errorOf(admin.call('settleClosedTeam', { teamId: empty }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'nothing_to_settle' },
    });
    expect((await admin.call('closedTeamBalances', {})).teams.some((t) => t.teamId === empty)).toBe(false);

    expect((await errorOf(admin.callRaw('settleClosedTeam', { teamId: 'a/b' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(admin.callRaw('settleClosedTeam', {}))).code).toBe('functions/invalid-argument');
  });
});
