import type { ApiKey } from '@tasklane/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { afterCommit } from '../after-commit.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { writeNotification } from '../notify.js';
import { db } from '../admin.js';

type Reason = NonNullable<ApiKey['revokedReason']>;

/** The write phase of a revocation: the key stops at once, and the audit log says who and why. */
export function revokeKey(tx: Transaction, ref: DocumentReference<ApiKey>, key: ApiKey, actor: string, reason: Reason) {
  tx.update(ref, { revokedAt: Timestamp.now(), revokedReason: reason });
  writeAudit(tx, {
    actorUserId: actor,
    subjectUserId: key.accountId,
    action: 'api_key_revoked',
    entityType: 'api_key',
    entityId: ref.id,
    metadata: { prefix: key.prefix, reason, createdBy: key.createdBy },
  });
}

/** At most this many of one creator's keys in one team (the callable allows 20 working ones). */
const CREATOR_KEYS = 50;

/**
 * When a person leaves or is removed from a team, the team's keys they made are revoked; when they
 * stop being an owner, the keys they made as an owner. The team's owners are told (DECISIONS, "Who an automated order acts as"). Every
 * request checks the creator anyway, so a failure here lets no order through.
 */
export async function revokeCreatorKeys(teamId: string, uid: string, actor: string, reason: Reason): Promise<number> {
  return afterCommit(
    `revoke ${uid}'s API keys in ${teamId}`,
    async () => {
      const snap = await col
        .apiKeys()
        .where('accountId', '==', teamId)
        .where('createdBy', '==', uid)
        .where('revokedAt', '==', null)
        .limit(CREATOR_KEYS)
        .get();
      const docs = snap.docs.filter((d) => reason !== 'creator_not_owner' || d.data().creatorRole === 'owner');
      if (docs.length === 0) return 0;
      for (const d of docs) await db.runTransaction(async (tx) => revokeKey(tx, d.ref, d.data(), actor, reason));
      const owners = await col.teamMembers(teamId).where('role', '==', 'owner').get();
      await Promise.all(
        docs.flatMap((d) =>
          owners.docs.map((o) =>
            writeNotification({
              id: `apikey_${d.id.slice(0, 24)}_${o.id}`,
              userId: o.id,
              templateKey: 'api_key_revoked',
              payload: {
                api_key_name: d.data().name,
                api_key_prefix: d.data().prefix,
                team_id: teamId,
                message: reason,
              },
            }),
          ),
        ),
      );
      return docs.length;
    },
    0,
  );
}
