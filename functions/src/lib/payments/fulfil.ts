import { accountOf, type Payment, type Province } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { moveCredits, readWallet } from '../credits.js';
import { logs } from '../logs.js';
import { notifyPaymentSuccess } from '../notify.js';
import { prepareReceipt } from '../receipts.js';
import { recordStats } from '../stats.js';
import { afterOrder, prepareOrder, type PlacedOrder } from '../submission/submit.js';
import { col } from '../collections.js';

export interface FulfilResult {
  status: 'paid' | 'pending' | 'failed' | 'expired';
  kind: 'pack' | 'task';
  userId: string;
  draftId: string;
  credits: number;
  taskId: string | null;
  paymentId: string | null;
  receiptId: string | null;
  totalCents: number;
  /** True when this call found the payment already recorded and wrote nothing. */
  duplicate: boolean;
}

export class UnknownSessionError extends Error {}

/** Quote sessions never get this far (refused above); the type still carries the third kind. */
const packOrTask = (kind: Payment['kind']): FulfilResult['kind'] => (kind === 'task' ? 'task' : 'pack');

/**
 * Grants what a paid Checkout session bought, exactly once. The webhook (and its retries) and the
 * success page all call this; the session is always re-read from Stripe, never taken from the
 * caller. In one transaction, under the payment intent's id: the payment record, then either the
 * credits (wallet + ledger + audit) or the card-paid task (ordered through the submission service,
 * as the task form's orders are), the draft marked paid and the receipt. An existing payment means "done".
 * `onlyFor` restricts it to one user's sessions (the success page's caller).
 */
export async function fulfil(sessionId: string, opts: { onlyFor?: string } = {}): Promise<FulfilResult> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe().checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw new UnknownSessionError(sessionId);
    throw err;
  }
  const draftId = session.metadata?.draftId;
  const userId = session.client_reference_id;
  // The success page may only act on the caller's own session: someone else's is "unknown".
  if (!draftId || !userId || (opts.onlyFor !== undefined && opts.onlyFor !== userId))
    throw new UnknownSessionError(sessionId);
  // Quotes paid by card have their own fulfilment (lib/quotes/checkout.ts), reached by the same webhook.
  if (session.metadata?.kind === 'quote') throw new UnknownSessionError(sessionId);
  const draftRef = col.checkoutDrafts().doc(draftId);

  const base = {
    kind: (session.metadata?.kind === 'task' ? 'task' : 'pack') as 'pack' | 'task',
    userId,
    draftId,
    credits: 0,
    taskId: session.metadata?.taskId ?? null,
    totalCents: session.amount_total ?? 0,
  };
  if (session.payment_status !== 'paid') {
    const draft = (await draftRef.get()).data();
    const status = session.status === 'expired' ? 'expired' : draft?.status === 'failed' ? 'failed' : 'pending';
    return { ...base, status, paymentId: null, receiptId: null, duplicate: false };
  }
  const intent = session.payment_intent as Stripe.PaymentIntent | string | null;
  const paymentId = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentId) throw new Error(`Paid session ${sessionId} has no payment intent`);
  const chargeId =
    typeof intent === 'object' && intent
      ? typeof intent.latest_charge === 'string'
        ? intent.latest_charge
        : (intent.latest_charge?.id ?? null)
      : null;
  const paymentRef = col.payments().doc(paymentId);

  const out = await db.runTransaction(async (tx) => {
    const [paymentSnap, draftSnap] = await Promise.all([tx.get(paymentRef), tx.get(draftRef)]);
    const existing = paymentSnap.data();
    if (existing) {
      return {
        status: 'paid' as const,
        kind: packOrTask(existing.kind),
        userId,
        draftId,
        credits: existing.credits,
        taskId: existing.taskId,
        paymentId,
        receiptId: existing.receiptId,
        totalCents: existing.totalCents,
        duplicate: true,
        balance: undefined as number | undefined,
        placed: null as PlacedOrder | null,
      };
    }
    const draft = draftSnap.data();
    if (!draft || draft.userId !== userId)
      throw new Error(`Checkout draft ${draftId} is missing or belongs to someone else`);
    const charged = session.amount_total ?? 0;
    if (charged !== draft.totalCents) logs.paymentAmountMismatch(sessionId, draft.totalCents, charged);

    // Read phase: everything the writes below need.
    const profileSnap = await tx.get(col.profile(userId));
    // A team's pack fills the team's wallet.
    const accountId = accountOf(draft);
    const wallet = draft.kind === 'pack' ? await readWallet(tx, accountId) : null;
    // A card task ordered in a team space is the team's: every member sees it. It was paid at the
    // price it was sold for, so the order cannot be refused now; an existing task means "done".
    const order =
      draft.kind === 'task' && draft.taskId && draft.task
        ? await prepareOrder(tx, {
            actor: { uid: userId, accountId, via: 'card' },
            taskId: draft.taskId,
            input: draft.task,
            payment: {
              method: 'card',
              paymentId,
              sold: { credits: draft.priceCredits, subtotalCents: draft.subtotalCents },
            },
          })
        : null;
    const issuedAt = new Date();
    const receipt = await prepareReceipt(tx, issuedAt);

    // Write phase.
    let balance: number | undefined;
    if (wallet) {
      balance = moveCredits(tx, wallet, {
        credits: draft.credits,
        type: 'purchased',
        description: draft.description,
        actorUserId: userId,
        metadata: { paymentId, sessionId },
      });
    }
    const placed = order ? order.commit() : null;
    const payment: Payment = {
      userId,
      accountId,
      kind: draft.kind,
      draftId,
      sessionId,
      chargeId,
      packId: draft.packId,
      credits: draft.credits,
      taskId: draft.taskId,
      description: draft.description,
      province: draft.province,
      subtotalCents: draft.subtotalCents,
      taxes: draft.taxes,
      totalCents: charged,
      currency: 'cad',
      status: 'paid',
      refundedCents: 0,
      disputed: false,
      receiptId: receipt.id,
      createdAt: FieldValue.serverTimestamp() as never,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    tx.create(paymentRef, payment);
    recordStats(tx, {
      kind: 'payment',
      at: issuedAt.getTime(),
      accountId,
      product: draft.kind,
      subtotalCents: draft.subtotalCents,
      totalCents: charged,
      taxes: draft.taxes,
    });
    tx.update(draftRef, { status: 'paid', paymentId, updatedAt: FieldValue.serverTimestamp() });
    const locale = profileSnap.get('locale') === 'fr' ? 'fr' : 'en';
    receipt.write({
      // The account's receipt: a team's carries its legal name and address (its province taxed the draft).
      uid: accountId,
      kind: 'receipt',
      customer: draft.billTo
        ? {
            name: draft.billTo.name,
            address: draft.billTo.address,
            email: String(profileSnap.get('email') ?? ''),
            locale,
          }
        : { name: String(profileSnap.get('name') ?? ''), email: String(profileSnap.get('email') ?? ''), locale },
      // A bilingual task's surcharge is its own line, as it was quoted at checkout.
      lines: draft.lines ?? [{ description: draft.description, amountCents: draft.subtotalCents }],
      province: draft.province as Province,
      taxes: draft.taxes,
      subtotalCents: draft.subtotalCents,
      // The quoted total (subtotal + our per-line taxes); a differing charge is logged above.
      totalCents: draft.totalCents,
      paymentMethod: 'card',
      paymentId,
    });
    writeAudit(tx, {
      actorUserId: userId,
      subjectUserId: userId,
      action: 'payment_received',
      entityType: 'payment',
      entityId: paymentId,
      metadata: {
        kind: draft.kind,
        sessionId,
        totalCents: charged,
        credits: draft.credits,
        taskId: draft.taskId,
        receiptId: receipt.id,
      },
    });
    return {
      status: 'paid' as const,
      kind: packOrTask(draft.kind),
      userId,
      draftId,
      credits: draft.credits,
      taskId: draft.taskId,
      paymentId,
      receiptId: receipt.id,
      totalCents: charged,
      duplicate: false,
      balance,
      placed,
    };
  });

  logs.paymentFulfilled(paymentId, out.kind, out.duplicate);
  // Outside the transaction, but idempotent (its id is the payment's): a duplicate delivery
  // re-runs it, so a notification lost to a crash right after the commit is written next time.
  await notifyPaymentSuccess(userId, paymentId, out.totalCents / 100, out.balance);
  // A free production slot starts the paid task now rather than at the next tick.
  const { placed, taskId } = out;
  if (placed && !placed.duplicate && taskId) await afterOrder('fulfil', taskId, placed);
  const { balance: _balance, placed: _placed, ...result } = out;
  return result;
}

/** A session that will not be paid (expired, or an asynchronous payment that failed). */
export async function closeDraft(session: Stripe.Checkout.Session, status: 'expired' | 'failed'): Promise<boolean> {
  const draftId = session.metadata?.draftId;
  if (!draftId) return false;
  const ref = col.checkoutDrafts().doc(draftId);
  return db.runTransaction(async (tx) => {
    const draft = (await tx.get(ref)).data();
    // A newer session for the same draft (a retry after cancelling) may be open or paid: leave it.
    if (!draft || draft.status !== 'open' || draft.sessionId !== session.id) return false;
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
