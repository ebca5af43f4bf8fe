import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { newSecret } from '../lib/api/keys.js';
import { requireTeamRole } from '../lib/teams.js';

/** Working keys an account may hold at once. */
const MAX_ACTIVE_KEYS = 20;

/**
 * A person makes a key for their own account, a member for their team. The secret is returned once
 * and stored only as its SHA-256 (the document's id). The key acts as its creator: a member's key
 * meets their cap and the team's approval rule; an owner's needs the owner role from then on.
 */
export const createApiKey = defineCallable('createApiKey', 'user', async ({ accountId, name, scope }, { uid }) => {
  const made = newSecret();
  await db.runTransaction(async (tx) => {
    const creatorRole =
      accountId === uid ? 'personal' : (await requireTeamRole(uid, accountId, ['owner', 'member'], tx)).member.role;
    const active = await tx.get(
      col.apiKeys().where('accountId', '==', accountId).where('revokedAt', '==', null).limit(MAX_ACTIVE_KEYS),
    );
    if (active.size >= MAX_ACTIVE_KEYS)
      throw new HttpsError('failed-precondition', `At most ${MAX_ACTIVE_KEYS} working keys`, {
        reason: 'too_many_keys',
      });
    tx.create(col.apiKey(made.keyId), {
      accountId,
      createdBy: uid,
      creatorRole,
      name,
      scope,
      prefix: made.prefix,
      createdAt: Timestamp.now(),
      lastUsedAt: null,
      revokedAt: null,
      revokedReason: null,
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'api_key_created',
      entityType: 'api_key',
      entityId: made.keyId,
      metadata: { scope, prefix: made.prefix, creatorRole },
    });
  });
  return made;
});
