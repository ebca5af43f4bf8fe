// Quotes in a team space: asked in a team space, a quote is the team's. Every current member acts
// on it (a member accepts another's quote), paid with credits from the team's wallet within the
// accepting member's monthly cap, or by card taxed by the team's billing province with a receipt
// in its legal name and address; settling gives the rest back to the team. A removed member and
// anyone outside the team are refused; deleting a member's account leaves the quote with the team.
import { computeTaxes, type Payment, type Quote, type Receipt, type TeamMember } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { answerInput, quoteRequestInput } from '../support/quotes';
import { buyer, payAt, until } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

let admin: TestClient;
const opened: TestClient[] = [];
beforeAll(async () => {
  await setSettings();
  admin = await signedInClient({ admin: true });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function customer(province: 'ON' | 'QC' = 'ON', balance = 0) {
  const c = await buyer({ province, balance });
  opened.push(c);
  return c;
}

const readQuote = async (id: string) => (await adminDb.doc(`quotes/${id}`).get()).data() as Quote;
const memberOf = async (teamId: string, uid: string) =>
  (await adminDb.doc(`teams/${teamId}/members/${uid}`).get()).data() as TeamMember;
const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;

/** An owner in Ontario whose team bills from Quebec, a colleague (Ontario) invited as a member, and `credits` in the team's wallet. */
async function teamOfTwo(name: string, credits = 0) {
  const owner = await customer('ON', 3);
  const { teamId } = await owner.call('createTeam', {
    name,
    legalName: `${name} S.E.N.C.`,
    province: 'QC',
    address: '12 rue du Port, Québec QC',
  });
  const colleague = await customer('ON', 3);
  // As the invitation callable leaves it (the invitation path has its own tests).
  await adminDb.doc(`teams/${teamId}/members/${colleague.uid}`).set({
    uid: colleague.uid,
    teamName: name,
    email: colleague.email,
    name: 'Camille',
    role: 'member',
    joinedAt: new Date(),
    monthlyCapCredits: null,
    spentMonth: '2026-01',
    spentCredits: 0,
  });
  if (credits > 0) await adminDb.doc(`wallets/${teamId}`).update({ balance: credits });
  return { owner, colleague, teamId };
}

/** A request made in the team's space, answered with version 1 (NTE 290 $ = 10 credits at 29 $). */
async function teamQuote(by: TestClient, teamId: string): Promise<string> {
  const { quoteId } = await by.call('requestQuote', quoteRequestInput(teamId));
  await admin.call('answerQuote', answerInput(quoteId));
  return quoteId;
}

describe('a quote requested in a team space', () => {
  it("is the team's, the asking member its userId; a personal request stays personal", async () => {
    const { colleague, teamId } = await teamOfTwo('Atelier Q1');
    const { quoteId } = await colleague.call('requestQuote', quoteRequestInput(teamId));
    expect(await readQuote(quoteId)).toMatchObject({ userId: colleague.uid, accountId: teamId, status: 'requested' });
    const personal = await colleague.call('requestQuote', quoteRequestInput(colleague.uid!));
    expect(await readQuote(personal.quoteId)).toMatchObject({ userId: colleague.uid, accountId: colleague.uid });
  });

  it('with credits: another member accepts from the team wallet within their cap; settling returns the rest to the team and to their spending', async () => {
    const { owner, colleague, teamId } = await teamOfTwo('Atelier Q2', 12);
    const quoteId = await teamQuote(owner, teamId);
    // The colleague's cap is below the 10 credits the ceiling reserves: refused, saying the cap.
    await owner.call('setSpendingCap', { teamId, uid: colleague.uid as string, monthlyCapCredits: 9 });
    const capped = await errorOf(
      colleague.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }),
    );
    expect(capped.details).toMatchObject({ reason: 'spending_cap', cap: 9, needed: 10 });
    expect(await balanceOf(teamId)).toBe(12);

    await owner.call('setSpendingCap', { teamId, uid: colleague.uid as string, monthlyCapCredits: 10 });
    const accepted = await colleague.call('acceptQuote', {
      quoteId,
      version: 1,
      paymentMethod: 'credits',
      locale: 'en',
    });
    expect(accepted).toMatchObject({ status: 'accepted', reservedCredits: 10, balance: 2 });
    expect(await balanceOf(teamId)).toBe(2);
    // Neither member's own wallet paid.
    expect(await balanceOf(colleague.uid as string)).toBe(3);
    expect(await balanceOf(owner.uid as string)).toBe(3);
    expect((await memberOf(teamId, colleague.uid as string)).spentCredits).toBe(10);
    expect((await readQuote(quoteId)).accepted).toMatchObject({
      paymentMethod: 'credits',
      reservedCredits: 10,
      acceptedBy: colleague.uid,
    });
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).where('type', '==', 'consumed').get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ credits: -10, actorUserId: colleague.uid }),
    ]);

    await admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 200 });
    // The member who asked confirms; 7 credits consumed, 3 back to the team and to the accepter's month.
    expect(await owner.call('confirmQuote', { quoteId })).toEqual({
      status: 'settled',
      consumedCredits: 7,
      releasedCredits: 3,
      refundCents: 0,
    });
    expect(await balanceOf(teamId)).toBe(5);
    expect(await balanceOf(owner.uid as string)).toBe(3);
    expect((await memberOf(teamId, colleague.uid as string)).spentCredits).toBe(7);
  });

  it("by card: taxed by the team's province, the receipt in its legal name and address; any member returns from Checkout; settling refunds the card", async () => {
    const { owner, colleague, teamId } = await teamOfTwo('Atelier Q3');
    const quoteId = await teamQuote(colleague, teamId);
    const out = await colleague.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'fr' });
    expect(out.status).toBe('checkout');
    const draft = (await adminDb.doc(`checkoutDrafts/quote_${quoteId}_v1`).get()).data();
    expect(draft).toMatchObject({
      userId: colleague.uid,
      accountId: teamId,
      province: 'QC',
      billTo: { name: 'Atelier Q3 S.E.N.C.', address: '12 rue du Port, Québec QC' },
    });
    const sessionId = new URL(out.url as string).pathname.split('/').pop() as string;
    expect((await payAt(out.url as string)).status).toBe(303);
    // The owner, not the member who paid, comes back to the quote page first.
    expect(await owner.call('confirmQuoteCheckout', { sessionId })).toEqual({ status: 'paid', quoteId });

    const payments = (await adminDb.collection('payments').where('quoteId', '==', quoteId).get()).docs;
    expect(payments).toHaveLength(1);
    const payment = payments[0]!.data() as Payment;
    // 290 $ + GST + QST (Ontario, where both members live, would be 13 % HST).
    const total = computeTaxes('QC', 29_000, new Date()).totalCents;
    expect(payment).toMatchObject({
      userId: colleague.uid,
      accountId: teamId,
      kind: 'quote',
      province: 'QC',
      subtotalCents: 29_000,
      totalCents: total,
    });
    const receipt = (await adminDb.doc(`receipts/${payment.receiptId}`).get()).data() as Receipt;
    expect(receipt).toMatchObject({
      uid: teamId,
      province: 'QC',
      customer: { name: 'Atelier Q3 S.E.N.C.', address: '12 rue du Port, Québec QC', email: colleague.email },
    });
    expect(receipt.taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
    expect((await readQuote(quoteId)).accepted).toMatchObject({
      paymentMethod: 'card',
      province: 'QC',
      totalCents: total,
    });

    await admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 200 });
    const settled = await owner.call('confirmQuote', { quoteId });
    expect(settled).toEqual({
      status: 'settled',
      consumedCredits: 0,
      releasedCredits: 0,
      refundCents: total - computeTaxes('QC', 20_000, new Date()).totalCents,
    });
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('status') === 'succeeded',
      'the settlement refund',
    );
  });

  it('refuses a removed member at once, and anyone outside the team; the team goes on', async () => {
    const { owner, colleague, teamId } = await teamOfTwo('Atelier Q4', 20);
    const quoteId = await teamQuote(colleague, teamId);
    const outsider = await customer('QC', 20);
    expect(reasonOf(await errorOf(outsider.call('requestQuote', quoteRequestInput(teamId))))).toBe('not_a_member');
    expect(
      (await errorOf(outsider.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' })))
        .code,
    ).toBe('functions/not-found');

    await owner.call('removeMember', { teamId, uid: colleague.uid as string });
    // The quote they asked for is no longer theirs to act on, nor can they ask in the team's name.
    for (const call of [
      () => colleague.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }),
      () => colleague.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' }),
      () => colleague.call('requestQuoteChanges', { quoteId, note: 'Please shorten the scope a little.' }),
      () => colleague.call('declineQuote', { quoteId, note: '' }),
    ]) {
      expect((await errorOf(call())).code).toBe('functions/not-found');
    }
    expect(reasonOf(await errorOf(colleague.call('requestQuote', quoteRequestInput(teamId))))).toBe('not_a_member');
    expect((await readQuote(quoteId)).status).toBe('quoted');
    expect(
      await owner.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }),
    ).toMatchObject({ status: 'accepted', balance: 10 });
  });

  it("stays with the team when the member who asked deletes their account; a personal quote's account goes with the person", async () => {
    const { owner, colleague, teamId } = await teamOfTwo('Atelier Q5');
    const quoteId = await teamQuote(colleague, teamId);
    const { quoteId: personalId } = await colleague.call('requestQuote', quoteRequestInput(colleague.uid!));
    expect(await colleague.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    const kept = await readQuote(quoteId);
    expect(kept).toMatchObject({ userId: 'deleted-user', accountId: teamId, title: quoteRequestInput(teamId).title });
    expect(kept.history[0]!.by).toBe('deleted-user');
    expect(await readQuote(personalId)).toMatchObject({
      userId: 'deleted-user',
      accountId: 'deleted-user',
      title: '—',
      description: '',
    });
    // The team's members still act on it.
    await owner.call('declineQuote', { quoteId, note: '' });
  });
});
