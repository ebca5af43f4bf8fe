import type { Price, Settings, TaskInput, TeamRole } from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';

/** How an order reached the server: the task form, a card payment, and later a schedule or an API key. */
export type OrderVia = 'app' | 'card' | 'schedule' | 'api';

/**
 * Who places an order: a person (`uid`) acting for a paying account (`accountId`: their own uid
 * for a personal account, or a team's id). An automated order names the person it acts as.
 */
export interface OrderActor {
  uid: string;
  accountId: string;
  via: OrderVia;
}

/** The actor once the server has checked they may act for the account, with their role in it. */
export interface CheckedActor extends OrderActor {
  role: 'personal' | TeamRole;
}

/**
 * How the order is paid. Credits are taken from the account's wallet in the order's transaction,
 * under the member's monthly cap. A card order was paid before it gets here (Stripe Checkout), at
 * the price it was sold for, so nothing can refuse it any more.
 */
export type OrderPayment =
  { method: 'credits' } | { method: 'card'; paymentId: string; sold: { credits?: number; subtotalCents: number } };

export interface OrderGateContext {
  actor: CheckedActor;
  input: TaskInput;
  price: Price;
  settings: Settings;
}

/**
 * A rule an order must pass before anything is charged. It runs in the transaction's read phase, after the price is known: it may read
 * through `tx` but must not write, and refuses by throwing an HttpsError. Gates run only for
 * orders not yet paid; a card order meets them at checkout, before the customer pays.
 */
export type OrderGate = (tx: Transaction, ctx: OrderGateContext) => Promise<void>;

/**
 * The seams of the submission path. The terms check is not a gate: prepareOrder applies it to every
 * order not yet paid (lib/consents.ts), and card orders meet it at checkout. A team's approval rule is not a gate: it does not
 * refuse but holds the order as a request, which prepareOrder itself does (lib/approvals/).
 */
export interface OrderRules {
  gates?: readonly OrderGate[];
}
