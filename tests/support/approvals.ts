// Shared pieces for the approvals tests: a team of an owner, a second owner and a member, with the
// team's wallet and approval rule set directly (the callables that set them have their own tests).
import { DEFAULT_SETTINGS, priceOf, type ApprovalRequest, type ApprovalRule } from '@tasklane/domain';
import { adminDb, type TestClient } from './functions-client';
import { buyer } from './stripe';

/** The price of the task `submitInput(accountId)` orders, in credits. */
export const TASK_PRICE = priceOf('admin_docs', 'standard', DEFAULT_SETTINGS).credits;

export interface ApprovalTeam {
  owner: TestClient;
  owner2: TestClient;
  member: TestClient;
  teamId: string;
}

async function join(teamId: string, name: string, c: TestClient, role: 'owner' | 'member') {
  await adminDb.doc(`teams/${teamId}/members/${c.uid}`).set({
    uid: c.uid,
    teamName: name,
    email: c.email,
    name: role === 'owner' ? 'Dominique' : 'Camille',
    role,
    joinedAt: new Date(),
    monthlyCapCredits: null,
    spentMonth: '2026-01',
    spentCredits: 0,
  });
}

export async function approvalTeam(
  name: string,
  opts: { credits?: number; rule?: ApprovalRule },
  opened: TestClient[],
): Promise<ApprovalTeam> {
  // The second owner reads French: the mails to owners go in each one's language.
  const [owner, owner2, member] = await Promise.all([buyer(), buyer({ locale: 'fr' }), buyer()]);
  opened.push(owner, owner2, member);
  // As createTeam leaves it (its own tests cover it): the team, its owners and member, its wallet.
  const teamRef = adminDb.collection('teams').doc();
  const teamId = teamRef.id;
  const now = new Date();
  await teamRef.set({
    name,
    legalName: `${name} inc.`,
    province: 'ON',
    address: '12 Bank Street, Ottawa ON',
    status: 'active',
    createdBy: owner.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    ...(opts.rule ? { approvalRule: opts.rule } : {}),
  });
  await Promise.all([
    join(teamId, name, owner, 'owner'),
    join(teamId, name, owner2, 'owner'),
    join(teamId, name, member, 'member'),
    adminDb
      .doc(`wallets/${teamId}`)
      .set({ userId: teamId, accountId: teamId, balance: opts.credits ?? 0, updatedAt: now }),
  ]);
  return { owner, owner2, member, teamId };
}

export const requestOf = async (id: string) =>
  (await adminDb.doc(`approvalRequests/${id}`).get()).data() as ApprovalRequest | undefined;

export const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;

/** The notifications of one person about one request. */
export async function approvalNotices(uid: string, requestId: string) {
  const snap = await adminDb.collection('notifications').where('userId', '==', uid).get();
  return snap.docs.map((d) => d.data()).filter((n) => n.payload?.approval_id === requestId);
}
