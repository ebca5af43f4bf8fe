import {
  priceOf,
  spendingMonth,
  spentIn,
  type BriefCheckLink,
  type Price,
  type Settings,
  type StoredFile,
  type Task,
  type TaskInput,
} from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { moveCredits, readWallet, type WalletSnapshot } from '../credits.js';
import { ledgerText } from '../ledger-text.js';
import { afterEnqueue } from '../queue.js';
import { col } from '../collections.js';
import { assertTermsAccepted } from '../consents.js';
import { readSettings } from '../settings.js';
import { resolveAccount, type ActingAccount } from '../teams.js';
import { approvalNeeded, prepareApprovalRequest, type HeldForApproval } from '../approvals/request.js';
import { linkedBriefCheck } from './brief-check-link.js';
import type { CheckedActor, OrderActor, OrderPayment, OrderRules } from './order.js';
import { createQueuedTask } from './write-task.js';

/** One order for one task: who acts, what they ask for (already validated) and how it is paid. */
export interface Order {
  actor: OrderActor;
  /** Fixed by the caller from something the order's retries share, so a retry finds its first task. */
  taskId: string;
  input: TaskInput;
  payment: OrderPayment;
  /** The brief check the form linked; null when the form linked none (recorded so), absent for a path without checks. */
  briefCheck?: BriefCheckLink | null;
  /** The schedule whose occurrence this is (the task links back to it). */
  scheduleId?: string;
  /** Files the task starts with (a schedule's, whose bytes are copied to the task's folder after the commit). */
  attachments?: StoredFile[];
  /** Recorded in the `task_submitted` audit entry (the request id a retry shares, for one). */
  auditMetadata?: Record<string, unknown>;
  /**
   * An owner approved this order's request: the team's approval rule is not asked again, and the
   * price is the one fixed when the member asked (DECISIONS, "Approvals in a team").
   */
  approved?: { requestId: string; priceCredits: number };
  /**
   * A schedule's occurrence whose schedule an owner approved at up to this price: the team's rule
   * lets it through at or under it (a price above it is the schedule's gate's to refuse).
   */
  preApprovedUpTo?: number;
}

export interface PlacedOrder {
  /** Null when the order waits for an owner's approval (see `approval`). */
  task: Task | null;
  priceCredits: number;
  /** The wallet's balance after the order (credits orders only). */
  balance: number | null;
  /** The task already existed (a retried call, a replayed payment); nothing was written. */
  duplicate: boolean;
  /** Set when a task was written, for afterOrder. */
  settings: Settings | null;
  /** Set when the team's approval rule held the order: a request was made (or found), nothing charged. */
  approval: HeldForApproval | null;
}

/** The read phase done, the write phase waiting: `commit` writes the order in the same transaction. */
export interface PreparedOrder {
  commit(): PlacedOrder;
}

/**
 * The price a card task is created with: the credits it was sold for at checkout, which the
 * customer saw and paid, not a price an admin set while they were on Stripe's page.
 */
function priceAsSold(sold: { credits?: number; subtotalCents: number }, now: Price): Price {
  if (sold.credits === undefined || sold.credits === now.credits) return now;
  return { ...now, credits: sold.credits, cad: sold.subtotalCents / 100 };
}

function checked(actor: OrderActor, acting: ActingAccount): CheckedActor {
  return { ...actor, accountId: acting.accountId, role: acting.kind === 'team' ? acting.member.role : 'personal' };
}

/**
 * THE submission path, read phase: every way of ordering a task (the task form, a card payment,
 * and later a schedule or an API key) runs it inside its own transaction, before any write, then
 * calls `commit()` in its write phase. Applied once here: the account check, the price, the
 * current terms' acceptance, the rules' gates, and on commit the member's monthly cap, the wallet (or the card's payment), the
 * task and its queue entry, the statistics and the audit entries.
 *
 * A credits order re-checks inside the transaction that the person may act for the account (a
 * member removed meanwhile cannot spend); a card order was checked at checkout and is paid.
 */
export async function prepareOrder(tx: Transaction, order: Order, rules: OrderRules = {}): Promise<PreparedOrder> {
  const { actor, input, payment } = order;
  const ref = col.task(order.taskId);
  const existing = (await tx.get(ref)).data();
  let acting: ActingAccount | null = null;
  let wallet: WalletSnapshot | null = null;
  if (payment.method === 'credits') {
    acting = await resolveAccount(actor.uid, actor.accountId, tx);
    wallet = await readWallet(tx, acting.accountId);
  }
  if (existing) {
    const balance = wallet?.balance ?? null;
    return {
      commit: () => ({
        task: existing,
        priceCredits: existing.priceCredits,
        balance,
        duplicate: true,
        settings: null,
        approval: null,
      }),
    };
  }

  const settings = await readSettings(tx);
  const checkRef = order.briefCheck ? col.briefChecks().doc(order.briefCheck.checkId) : null;
  const briefCheck =
    checkRef && order.briefCheck
      ? linkedBriefCheck(await tx.get(checkRef), order.briefCheck, actor.uid, ref.id)
      : undefined;
  const listed = priceOf(input.category, input.tier, settings, { bilingual: input.bilingual });
  const price =
    payment.method === 'card'
      ? priceAsSold(payment.sold, listed)
      : order.approved
        ? { ...listed, credits: order.approved.priceCredits }
        : listed;
  if (acting) {
    const who = checked(actor, acting);
    // The current terms, accepted by the person ordering (an owner's approval of a member's request
    // is not their order: the member accepted when asking).
    if (!order.approved) await assertTermsAccepted(actor.uid, tx);
    for (const gate of rules.gates ?? []) await gate(tx, { actor: who, input, price, settings });
    // The team's approval rule: a member's order it catches becomes a request, charged on approval.
    const preApproved = order.preApprovedUpTo !== undefined && price.credits <= order.preApprovedUpTo;
    if (!order.approved && !preApproved && approvalNeeded(acting, price.credits)) {
      const held = await prepareApprovalRequest(tx, {
        requestId: ref.id,
        accountId: acting.accountId,
        userId: actor.uid,
        kind: 'task',
        title: input.title,
        priceCredits: price.credits,
        via: actor.via,
        task: input,
        ...(order.briefCheck !== undefined ? { briefCheck: order.briefCheck } : {}),
      });
      const balance = wallet?.balance ?? null;
      return {
        commit: () => {
          const approval = held.commit();
          return {
            task: null,
            priceCredits: price.credits,
            balance,
            duplicate: approval.duplicate,
            settings: null,
            approval,
          };
        },
      };
    }
  }

  return {
    commit: () => {
      let balance: number | null = null;
      if (acting && wallet) {
        if (acting.kind === 'team') chargeMemberCap(tx, acting, price.credits);
        balance = moveCredits(tx, wallet, {
          credits: -price.credits,
          type: 'consumed',
          description: ledgerText.asWritten(input.title),
          actorUserId: actor.uid,
          taskId: ref.id,
        });
      }
      const task = createQueuedTask(tx, ref, {
        uid: actor.uid,
        accountId: acting?.accountId ?? actor.accountId,
        fields: input,
        price,
        paymentMethod: payment.method,
        settings,
        ...(order.briefCheck !== undefined ? { briefCheck: briefCheck ?? null } : {}),
        ...(order.scheduleId ? { scheduleId: order.scheduleId } : {}),
        ...(order.attachments?.length ? { attachments: order.attachments } : {}),
        auditMetadata: {
          via: actor.via,
          ...(payment.method === 'card' ? { paymentId: payment.paymentId } : {}),
          ...order.auditMetadata,
        },
      });
      if (checkRef && briefCheck) tx.update(checkRef, { taskId: ref.id });
      return { task, priceCredits: price.credits, balance, duplicate: false, settings, approval: null };
    },
  };
}

/**
 * The owner's monthly cap for this member, counted in the same transaction as the spending, so two
 * submissions at once cannot both pass under it.
 */
function chargeMemberCap(tx: Transaction, acting: Extract<ActingAccount, { kind: 'team' }>, credits: number): void {
  const month = spendingMonth(Date.now());
  const spent = spentIn(acting.member, month);
  const cap = acting.member.monthlyCapCredits;
  if (cap !== null && spent + credits > cap) {
    throw new HttpsError('failed-precondition', `Monthly spending cap of ${cap} credits reached`, {
      reason: 'spending_cap',
      cap,
      spent,
      needed: credits,
    });
  }
  tx.update(col.teamMember(acting.accountId, acting.uid), { spentMonth: month, spentCredits: spent + credits });
}

/**
 * After the order's transaction committed: a free production slot starts the task (or whoever is
 * ahead of it) now rather than at the next tick. Returns the task's queue status as it is then.
 */
export async function afterOrder(label: string, taskId: string, placed: PlacedOrder): Promise<Task['queueStatus']> {
  const { settings, task } = placed;
  if (!task) return null;
  return afterCommit(
    `${label}: start if a slot is free`,
    async () => {
      if (settings) await afterEnqueue(taskId, task, settings);
      return (await col.task(taskId).get()).data()?.queueStatus ?? task.queueStatus;
    },
    task.queueStatus,
  );
}

/**
 * An order paid with credits, in a transaction of its own: the whole path for the task form, and
 * later for schedules and API keys. Idempotent per `taskId`: a retry returns the first result.
 */
export async function placeCreditsOrder(
  order: Omit<Order, 'payment'>,
  rules: OrderRules = {},
): Promise<PlacedOrder & { queueStatus: Task['queueStatus'] }> {
  const { actor, input } = order;
  // Outside the transaction only to fail fast; the account is checked again inside it.
  const acting = await resolveAccount(actor.uid, actor.accountId);
  const { accountId } = acting;
  const settingsNow = await readSettings();
  const [walletNow, existingNow] = await Promise.all([col.wallet(accountId).get(), col.task(order.taskId).get()]);
  // Fail fast when the wallet clearly cannot pay: a burst of callers on one wallet then stops
  // contending for its lock as soon as it is empty. The transaction re-checks.
  const quoted = priceOf(input.category, input.tier, settingsNow, { bilingual: input.bilingual }).credits;
  const heldNow = walletNow.data()?.balance;
  // An order waiting for approval charges nothing now: an owner may top up before approving.
  const waits = !order.approved && approvalNeeded(acting, quoted);
  if (!existingNow.exists && !waits && heldNow !== undefined && heldNow < quoted) {
    throw new HttpsError('failed-precondition', 'Insufficient credits', { needed: quoted, balance: heldNow });
  }

  const placed = await db.runTransaction(
    async (tx) => (await prepareOrder(tx, { ...order, payment: { method: 'credits' } }, rules)).commit(),
    // Many orders on one wallet queue up behind its lock; give them room before giving up.
    { maxAttempts: 25 },
  );
  const queueStatus = await afterOrder(order.approved ? 'approveRequest' : 'submitTask', order.taskId, placed);
  return { ...placed, queueStatus };
}
