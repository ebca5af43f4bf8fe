import { toMillis, type ClosedTeamRow } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/refs.js';
import { readClosedTeam } from '../lib/team-balance.js';

/** How many closed teams one list looks at; settled ones drop out, so the rest come next. */
const LIMIT = 200;

/**
 * Admins: closed teams that still hold credits, each with what its settlement would do (the same
 * reading settleClosedTeam acts on): pack credits back to which card for how much, the rest to
 * whom. Computed here rather than in the browser, which would need every ledger and payment.
 */
export const closedTeamBalances = defineCallable('closedTeamBalances', 'admin', async () => {
  const closed = await db.collection('teams').where('status', '==', 'closed').limit(LIMIT).get();
  const wallets = closed.empty ? [] : await Promise.all(closed.docs.map((d) => col.wallet(d.id).get()));
  const holding = closed.docs.filter((_d, i) => (wallets[i]?.data()?.balance ?? 0) > 0);
  const rows: ClosedTeamRow[] = [];
  for (const doc of holding) {
    const state = await readClosedTeam(doc.id);
    const team = state.team;
    if (!team || state.balance <= 0) continue;
    rows.push({
      teamId: doc.id,
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
