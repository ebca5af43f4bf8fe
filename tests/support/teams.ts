// A team written directly as createTeam leaves it (createTeam's own tests cover the callable), in
// one batch: the team (with an approval rule, when given), its memberships and its wallet.
import type { ApprovalRule } from '@tasklane/domain';
import { adminDb } from './functions-client';

export interface SeededMember {
  uid: string | null;
  email: string | null;
  name: string;
  role: 'owner' | 'member';
}

const ADDRESS = { ON: '12 Bank Street, Ottawa ON', QC: '12 rue du Canal, Montréal QC' } as const;

/** Writes the team and returns its id; the first member is its creator. */
export async function writeTeam(opts: {
  name: string;
  members: SeededMember[];
  balance: number;
  rule?: ApprovalRule;
  province?: keyof typeof ADDRESS;
}): Promise<string> {
  const teamRef = adminDb.collection('teams').doc();
  const teamId = teamRef.id;
  const now = new Date();
  const province = opts.province ?? 'ON';
  const batch = adminDb.batch();
  batch.set(teamRef, {
    name: opts.name,
    legalName: `${opts.name} inc.`,
    province,
    address: ADDRESS[province],
    status: 'active',
    createdBy: opts.members[0]?.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    ...(opts.rule ? { approvalRule: opts.rule } : {}),
  });
  for (const m of opts.members)
    batch.set(adminDb.doc(`teams/${teamId}/members/${m.uid}`), {
      uid: m.uid,
      teamName: opts.name,
      email: m.email,
      name: m.name,
      role: m.role,
      joinedAt: now,
      monthlyCapCredits: null,
      spentMonth: '2026-01',
      spentCredits: 0,
    });
  batch.set(adminDb.doc(`wallets/${teamId}`), {
    userId: teamId,
    accountId: teamId,
    balance: opts.balance,
    updatedAt: now,
  });
  await batch.commit();
  return teamId;
}
