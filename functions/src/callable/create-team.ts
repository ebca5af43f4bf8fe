import { spendingMonth } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';

/**
 * Creates a team with the caller as its first owner and its empty wallet (wallets/{teamId}), in
 * one transaction with its audit entry. The team id is a Firestore auto id, so it never collides
 * with a uid: both key the same collections (wallets, customerStats…).
 */
export const createTeam = defineCallable('createTeam', 'user', async (input, { uid, request }) => {
  const teamRef = col.team(col.teams().doc().id);
  const teamId = teamRef.id;
  await db.runTransaction(async (tx) => {
    const profile = (await tx.get(col.profile(uid))).data();
    const now = FieldValue.serverTimestamp();
    tx.create(teamRef, { ...input, status: 'active', createdBy: uid, createdAt: now, updatedAt: now, closedAt: null });
    tx.create(col.teamMember(teamId, uid), {
      uid,
      teamName: input.name,
      email: (profile?.email ?? (request.auth?.token.email as string | undefined) ?? '').toLowerCase(),
      name: profile?.name ?? '',
      role: 'owner',
      joinedAt: now,
      monthlyCapCredits: null,
      spentMonth: spendingMonth(Date.now()),
      spentCredits: 0,
    });
    tx.create(col.wallet(teamId), { userId: teamId, accountId: teamId, balance: 0, updatedAt: now });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_created',
      entityType: 'team',
      entityId: teamId,
      metadata: { name: input.name, legalName: input.legalName, province: input.province },
    });
  });
  return { teamId };
});
