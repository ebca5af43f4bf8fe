// Approvals in a team, beyond the task form: a member's card task and a member's quote acceptance
// are gated like credits orders (a card order is refused before the customer pays, with the reason
// approval_required; a credits acceptance becomes a request an owner approves), and deleting a
// member's account deletes their requests, while an owner who decided one becomes anonymous.
import { type CallableInput, type Quote } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { answerInput, quoteRequestInput } from '../support/quotes';
import { balanceOf, setSettings, submitInput } from '../support/task-helpers';
import { approvalTeam, reasonOf, requestOf } from '../support/approvals';

const opened: TestClient[] = [];
let admin: TestClient;
beforeAll(async () => {
  await setSettings();
  admin = await signedInClient({ admin: true });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const cardTask = (accountId: string): CallableInput<'createCheckoutSession'> => ({
  kind: 'task',
  requestId: `card-${Math.random().toString(36).slice(2)}`,
  task: {
    title: 'Menu du midi',
    category: 'admin_docs',
    tier: 'standard',
    brief: 'Translate our lunch menu, keep the dish names.',
    sourceText: 'Soupe du jour',
    deliverableType: 'text',
    language: 'fr',
  },
  locale: 'en',
  accountId,
});

describe('a card task for the team', () => {
  it("is refused to a member the rule catches, before any checkout (approval_required); an owner's is not", async () => {
    const { owner, member, teamId } = await approvalTeam('Card Co', { rule: { mode: 'all' } }, opened);
    const input = cardTask(teamId);
    const err = await errorOf(member.call('createCheckoutSession', input));
    expect([err.code, reasonOf(err)]).toEqual(['functions/failed-precondition', 'approval_required']);
    const drafts = await adminDb.collection('checkoutDrafts').where('userId', '==', member.uid).get();
    expect(drafts.size).toBe(0);
    const mine = await owner.call('createCheckoutSession', cardTask(teamId));
    expect(mine.url).toMatch(/^http/);
  });
});

describe('a quote accepted for the team', () => {
  it("with credits by a member: a request at the ceiling's credits, nothing reserved; an owner's approval accepts it for the member", async () => {
    const { owner, member, teamId } = await approvalTeam(
      'Quote Co',
      { credits: 12, rule: { mode: 'above', credits: 5 } },
      opened,
    );
    const { quoteId } = await member.call('requestQuote', quoteRequestInput(teamId));
    // NTE 290 $ at 29 $ a credit: 10 credits, above the rule's 5.
    await admin.call('answerQuote', answerInput(quoteId));
    const out = await member.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    expect(out).toMatchObject({ status: 'approval_pending', reservedCredits: 0 });
    const requestId = out.requestId as string;
    expect(await requestOf(requestId)).toMatchObject({ kind: 'quote', priceCredits: 10, status: 'pending' });
    expect(await balanceOf(teamId)).toBe(12);
    expect(((await adminDb.doc(`quotes/${quoteId}`).get()).data() as Quote).status).toBe('quoted');

    // By card, the same member is refused before Stripe.
    const card = await errorOf(
      member.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' }),
    );
    expect(reasonOf(card)).toBe('approval_required');

    expect(await owner.call('approveRequest', { requestId })).toMatchObject({ quoteId, taskId: null, balance: 2 });
    const quote = (await adminDb.doc(`quotes/${quoteId}`).get()).data() as Quote;
    expect(quote.status).toBe('accepted');
    expect(quote.accepted).toMatchObject({ paymentMethod: 'credits', reservedCredits: 10, acceptedBy: member.uid });
    expect(await balanceOf(teamId)).toBe(2);
  });
});

describe('deleting an account', () => {
  it("deletes the member's requests and leaves an owner's decision anonymous", async () => {
    const { owner, member, teamId } = await approvalTeam('Gone Co', { credits: 5, rule: { mode: 'all' } }, opened);
    const pending = await member.call('submitTask', submitInput(teamId));
    const decided = await owner2Decided(owner, member, teamId);
    await member.call('deleteAccount', { confirm: 'DELETE' });
    expect(await requestOf(pending.approval?.requestId as string)).toBeUndefined();
    expect(await requestOf(decided)).toBeUndefined();

    // An owner's decision on another member's request stays, without the owner.
    const {
      owner: o2,
      member: m2,
      teamId: t2,
    } = await approvalTeam('Stay Co', { credits: 5, rule: { mode: 'all' } }, opened);
    const kept = await owner2Decided(o2, m2, t2);
    await o2.call('deleteAccount', { confirm: 'DELETE' });
    expect(await requestOf(kept)).toMatchObject({ status: 'declined', decidedBy: 'deleted-user', userId: m2.uid });
  });
});

/** A member's request an owner declined; returns its id. */
async function owner2Decided(owner: TestClient, member: TestClient, teamId: string): Promise<string> {
  const out = await member.call('submitTask', submitInput(teamId, { title: 'Second one' }));
  const requestId = out.approval?.requestId as string;
  await owner.call('declineRequest', { requestId, reason: 'Not this month.' });
  return requestId;
}
