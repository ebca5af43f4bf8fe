import {
  planClosedBalance,
  toMillis,
  type BalanceMove,
  type ClosedBalancePlan,
  type Team,
  type TeamPackPayment,
} from '@tasklane/domain';
import {
  DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { col } from './collections.js';

export interface ClosedTeamState {
  teamId: string;
  team: Team | undefined;
  balance: number;
  plan: ClosedBalancePlan;
  /** Each pack by payment id: its buyer and what was refunded or decided before this settlement. */
  packs: Map<string, { userId: string; committedCents: number; createdAtMs: number }>;
  /** The team's last owner (the member whose leaving closed it), while their account exists. */
  recipient: { uid: string; name: string; email: string } | null;
}

/** Reads through the transaction when there is one (a settlement), else plainly (the admins' list). */
function reader(tx: Transaction | null) {
  function get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
  function get<T>(query: Query<T>): Promise<QuerySnapshot<T>>;
  function get<T>(target: DocumentReference<T> | Query<T>): Promise<DocumentSnapshot<T> | QuerySnapshot<T>> {
    if (target instanceof DocumentReference) return tx ? tx.get(target) : target.get();
    return tx ? tx.get(target) : target.get();
  }
  return get;
}

/**
 * Everything the settlement of a closed team's balance depends on, read in one place so the
 * admins' list shows exactly what the settlement then does: the wallet and its whole ledger (to
 * tell pack credits from the rest), the team's pack payments (found by the paying account) with
 * their refunds already decided, and the last owner, from the removal that closed the team.
 */
export async function readClosedTeam(teamId: string, tx: Transaction | null = null): Promise<ClosedTeamState> {
  const get = reader(tx);
  const [teamSnap, walletSnap, ledgerSnap, paymentsSnap, removalsSnap] = await Promise.all([
    get(col.team(teamId)),
    get(col.wallet(teamId)),
    get(col.ledger(teamId).orderBy('createdAt')),
    get(col.payments().where('accountId', '==', teamId).where('kind', '==', 'pack')),
    get(col.auditLogs().where('entityId', '==', teamId).where('action', '==', 'team_member_removed')),
  ]);
  const balance = walletSnap.data()?.balance ?? 0;
  const moves: BalanceMove[] = ledgerSnap.docs.map((d) => ({
    type: d.data().type,
    credits: d.data().credits,
    taskId: d.data().taskId,
  }));
  const decided = await Promise.all(
    paymentsSnap.docs.map((p) => get(col.cardRefunds().where('paymentId', '==', p.id))),
  );
  const packs = new Map<string, { userId: string; committedCents: number; createdAtMs: number }>();
  const packList: TeamPackPayment[] = paymentsSnap.docs.map((p, i) => {
    const payment = p.data();
    // A refund decided but not yet made at Stripe is not in refundedCents yet; counting it here
    // keeps the two from refunding the same money.
    const pending = (decided[i]?.docs ?? [])
      .filter((d) => d.data().status !== 'succeeded')
      .reduce((s, d) => s + d.data().amountCents, 0);
    const row = {
      userId: payment.userId,
      committedCents: Math.min(payment.totalCents, payment.refundedCents + pending),
      createdAtMs: toMillis(payment.createdAt) ?? 0,
    };
    packs.set(p.id, row);
    return {
      paymentId: p.id,
      credits: payment.credits,
      totalCents: payment.totalCents,
      committedCents: row.committedCents,
      createdAtMs: row.createdAtMs,
    };
  });
  const lastRemoval = [...removalsSnap.docs].sort(
    (a, b) => (toMillis(b.get('createdAt')) ?? 0) - (toMillis(a.get('createdAt')) ?? 0),
  )[0];
  const lastUid = lastRemoval?.get('metadata.uid') as string | undefined;
  let recipient: ClosedTeamState['recipient'] = null;
  if (lastUid) {
    const [wallet, profile] = await Promise.all([get(col.wallet(lastUid)), get(col.profile(lastUid))]);
    // A deleted account has neither: nobody is left to receive the credits.
    if (wallet.exists)
      recipient = { uid: lastUid, name: profile.data()?.name ?? '', email: profile.data()?.email ?? '' };
  }
  return {
    teamId,
    team: teamSnap.data(),
    balance,
    plan: planClosedBalance(balance, moves, packList),
    packs,
    recipient,
  };
}
