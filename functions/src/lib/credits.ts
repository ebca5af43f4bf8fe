import type { AuditAction, LedgerType } from '@tasklane/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from './audit.js';
import type { LedgerText } from './ledger-text.js';
import { recordStats } from './stats.js';
import { col, refs } from './collections.js';

/** A paying account's wallet as read in a transaction. */
export interface WalletSnapshot {
  ref: DocumentReference;
  /** The paying account: a person's uid, or a team's id. */
  accountId: string;
  balance: number;
}

/** Read phase: the account's wallet inside the transaction ('Credit wallet not found' if it has none). */
export async function readWallet(tx: Transaction, accountId: string): Promise<WalletSnapshot> {
  const ref = col.wallet(accountId);
  const snap = await tx.get(ref);
  const wallet = snap.data();
  if (!wallet) throw new HttpsError('failed-precondition', 'Credit wallet not found');
  return { ref, accountId, balance: wallet.balance };
}

const AUDIT_FOR: Record<LedgerType, AuditAction> = {
  consumed: 'credits_consumed',
  refunded: 'credits_refunded',
  purchased: 'credits_purchased',
  granted: 'credits_granted',
  plan: 'credits_purchased',
  adjusted: 'credits_adjusted',
};

/**
 * Write phase: moves credits (negative = spend), with the ledger entry and the audit entry,
 * all in the caller's transaction. Returns the new balance. Never lets a balance go below 0.
 */
export function moveCredits(
  tx: Transaction,
  wallet: WalletSnapshot,
  move: {
    credits: number;
    type: LedgerType;
    description: LedgerText;
    actorUserId: string;
    taskId?: string;
    metadata?: Record<string, unknown>;
  },
): number {
  const balanceAfter = wallet.balance + move.credits;
  if (balanceAfter < 0)
    throw new HttpsError('failed-precondition', 'Insufficient credits', {
      needed: -move.credits,
      balance: wallet.balance,
    });
  tx.update(wallet.ref, { balance: balanceAfter, updatedAt: FieldValue.serverTimestamp() });
  tx.create(refs(wallet.ref.firestore).ledger(wallet.ref.id).doc(), {
    type: move.type,
    credits: move.credits,
    balanceAfter,
    ...(move.taskId ? { taskId: move.taskId } : {}),
    actorUserId: move.actorUserId,
    // Both languages: the customer's history shows the one they read.
    description: move.description.en,
    descriptionFr: move.description.fr,
    createdAt: FieldValue.serverTimestamp(),
  });
  writeAudit(tx, {
    actorUserId: move.actorUserId,
    subjectUserId: wallet.accountId,
    action: AUDIT_FOR[move.type],
    entityType: move.taskId ? 'task' : 'wallet',
    entityId: move.taskId ?? wallet.accountId,
    metadata: {
      credits: move.credits,
      ...(move.type === 'consumed' ? { credits_consumed: -move.credits } : {}),
      description: move.description.en,
      remaining_balance: balanceAfter,
      ...move.metadata,
    },
  });
  // Every credit movement passes here, so the credit statistics follow the ledger exactly.
  recordStats(tx, {
    kind: 'credits',
    at: Date.now(),
    accountId: wallet.accountId,
    type: move.type,
    credits: move.credits,
  });
  wallet.balance = balanceAfter;
  return balanceAfter;
}
