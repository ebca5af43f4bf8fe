import { DATA_EXPORT_TTL_MS, DATA_EXPORTS_PER_DAY, type DataExport } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { requireTeamRole } from '../teams.js';

/**
 * Records a request for an archive of the caller's data, or of a team's (owners only), in one
 * transaction: at most DATA_EXPORTS_PER_DAY finished or pending exports per person and per team in
 * 24 hours (a failed one does not count), then the queued document the builder's trigger picks up.
 */
export async function requestExport(uid: string, teamId: string | undefined, now = Date.now()) {
  return db.runTransaction(async (tx) => {
    const team = teamId ? await requireTeamRole(uid, teamId, ['owner'], tx) : null;
    const accountId = team ? team.accountId : uid;
    const profile = (await tx.get(col.profile(uid))).data();
    // Bounded: at most a few a day can exist, failed ones included.
    const recent = await tx.get(
      col
        .dataExports()
        .where('accountId', '==', accountId)
        .where('createdAtMs', '>', now - DATA_EXPORT_TTL_MS)
        .limit(20),
    );
    const counted = recent.docs.filter((d) => d.data().status !== 'failed');
    if (counted.length >= DATA_EXPORTS_PER_DAY) {
      const nextAtMs = Math.min(...counted.map((d) => d.data().createdAtMs)) + DATA_EXPORT_TTL_MS;
      throw new HttpsError('resource-exhausted', 'One export a day', { reason: 'daily_limit', nextAtMs });
    }
    const ref = col.dataExports().doc();
    const doc: DataExport = {
      requestedBy: uid,
      accountId,
      scope: team ? 'team' : 'personal',
      teamName: team ? team.team.name : null,
      locale: profile?.locale ?? 'en',
      status: 'queued',
      progress: 0,
      step: null,
      createdAtMs: now,
      startedAtMs: null,
      readyAtMs: null,
      expiresAtMs: null,
      size: null,
      counts: {},
      error: null,
    };
    tx.create(ref, doc);
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: uid,
      action: 'data_export_requested',
      entityType: 'data_export',
      entityId: ref.id,
      metadata: { scope: doc.scope, accountId },
    });
    return { exportId: ref.id };
  });
}
