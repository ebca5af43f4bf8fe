// A credit pack bought in a team space: paid for the team (its wallet, its Stripe customer), taxed
// by the team's billing province, with a receipt in the team's legal name; only owners buy.
import type { Payment, Receipt } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, type TestClient } from '../support/functions-client';
import { buyer, payAt, stripeTest } from '../support/stripe';
import { setSettings } from '../support/task-helpers';

const opened: TestClient[] = [];
async function customer(opts: Parameters<typeof buyer>[0] = {}) {
  const c = await buyer(opts);
  opened.push(c);
  return c;
}
beforeAll(setSettings);
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const balance = async (id: string) => (await adminDb.doc(`wallets/${id}`).get()).get('balance') as number;

describe('buying a pack in a team space', () => {
  it("fills the team's wallet; the receipt names the team's legal name and is taxed by its province, not the buyer's", async () => {
    // The owner lives in Ontario (HST); the team bills from Quebec (GST + QST).
    const owner = await customer({ province: 'ON', balance: 1 });
    const { teamId } = await owner.call('createTeam', { name: 'Atelier Nord', legalName: 'Atelier Nord S.E.N.C.', province: 'QC', address: '5 av. du Parc, Québec QC' });
    const { url, sessionId } = await owner.call('createCheckoutSession', { kind: 'pack', packId: 'pack_5', locale: 'fr', accountId: teamId });
    const session = await stripeTest.checkout.sessions.retrieve(sessionId);
    // 135 $ + GST 6.75 + QST 13.47 (Ontario would be 135 + HST 17.55).
    expect(session).toMatchObject({ amount_subtotal: 13_500, amount_total: 15_522 });
    expect(session.metadata).toMatchObject({ accountId: teamId, uid: owner.uid });
    expect((await payAt(url)).status).toBe(303);
    const out = await owner.call('confirmCheckoutSession', { sessionId });
    expect(out).toMatchObject({ status: 'paid', credits: 5 });

    expect(await balance(teamId)).toBe(5);
    expect(await balance(owner.uid as string)).toBe(1);
    const payment = (await adminDb.doc(`payments/${out.paymentId}`).get()).data() as Payment;
    expect(payment).toMatchObject({ userId: owner.uid, accountId: teamId, province: 'QC' });
    const receipt = (await adminDb.doc(`receipts/${out.receiptId}`).get()).data() as Receipt;
    expect(receipt).toMatchObject({ uid: teamId, province: 'QC', customer: { name: 'Atelier Nord S.E.N.C.', address: '5 av. du Parc, Québec QC', email: owner.email } });
    expect(receipt.taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([expect.objectContaining({ type: 'purchased', credits: 5, actorUserId: owner.uid })]);
  });

  it('refuses a member who is not an owner, and someone outside the team', async () => {
    const owner = await customer({ province: 'QC' });
    const { teamId } = await owner.call('createTeam', { name: 'Atelier Sud', legalName: 'Atelier Sud inc.', province: 'QC', address: '6 av. du Parc, Québec QC' });
    const outsider = await customer({ province: 'QC' });
    const err = await errorOf(outsider.call('createCheckoutSession', { kind: 'pack', packId: 'pack_5', locale: 'en', accountId: teamId }));
    expect(err.code).toBe('functions/permission-denied');
    expect(err.details).toEqual({ reason: 'not_a_member' });
    const drafts = await adminDb.collection('checkoutDrafts').where('userId', '==', outsider.uid).get();
    expect(drafts.size).toBe(0);
  });
});
