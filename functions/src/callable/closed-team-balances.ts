import { toMillis, type ClosedTeamRow } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readClosedTeam } from '../lib/team-balance.js';
import { col } from '../lib/collections.js';

/** At most this many teams are detailed in one answer; settling them makes room for the rest. */
const DETAILED = 50;

/**
 * Admins: closed teams that still hold credits, each with what its settlement would do (the same
 * reading settleClosedTeam acts on): pack credits back to which card for how much, the rest to
 * whom. Computed here rather than in the browser, which would need every ledger and payment.
 * Every closed team's wallet is read (ids only, then the wallets), so an old closure with credits
 * is never hidden behind newer empty ones.
 */
export const closedTeamBalances = defineCallable('closedTeamBalances', 'admin', async () => {
  const closed = await col.teams().where('status', '==', 'closed').select().get();
  const wallets = closed.empty ? [] : await db.getAll(...closed.docs.map((d) => col.wallet(d.id)));
  const holding = wallets.filter((w) => (w.data()?.balance ?? 0) > 0).slice(0, DETAILED);
  // The teams are independent: read them side by side, not one round trip after another.
  const states = await Promise.all(holding.map((wallet) => readClosedTeam(wallet.id)));
  const rows: ClosedTeamRow[] = [];
  for (const state of states) {
    const team = state.team;
    if (!team || state.balance <= 0) continue;
    rows.push({
      teamId: state.teamId,
      name: team.name,
      legalName: team.legalName,
      province: team.province,
      closedAtMs: toMillis(team.closedAt ?? null),
      balance: state.balance,
      cardCredits: state.plan.cardCredits,
      cardCents: state.plan.cardCents,
      otherCredits: state.plan.otherCredits,
      refunds: state.plan.refunds.map((r) => ({ ...r, paidAtMs: state.packs.get(r.paymentId)?.createdAtMs ?? 0 })),
      recipient: state.recipient,
    });
  }
  rows.sort((a, b) => (b.closedAtMs ?? 0) - (a.closedAtMs ?? 0));
  return { teams: rows };
});
