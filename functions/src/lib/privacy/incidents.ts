import { torontoDateOf, type IncidentFields } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';

const counterRef = (year: number) => col.counters().doc(`privacyIncidents_${year}`);

/**
 * Records a new entry of the register, numbered INC-YYYY-NNNN in the year it is recorded
 * (America/Toronto). The number is its id, created once (`create`): nothing overwrites an entry.
 * The admin who recorded it is in the audit log, not in the register (no user ids there).
 */
export async function recordIncident(actorUid: string, fields: IncidentFields) {
  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const year = Number(torontoDateOf(new Date(now)).slice(0, 4));
    const last = ((await tx.get(counterRef(year))).get('last') as number | undefined) ?? 0;
    const reference = `INC-${year}-${String(last + 1).padStart(4, '0')}`;
    tx.set(counterRef(year), { last: last + 1 });
    tx.create(col.privacyIncidents().doc(reference), { reference, recordedAtMs: now, fields });
    writeAudit(tx, {
      actorUserId: actorUid,
      subjectUserId: actorUid,
      action: 'privacy_incident_recorded',
      entityType: 'privacy_incident',
      entityId: reference,
    });
    return { incidentId: reference, reference };
  });
}

/** Appends a dated addendum to an existing entry; the entry and earlier addenda stay as they are. */
export async function amendIncident(
  actorUid: string,
  input: { incidentId: string; changes: Partial<IncidentFields>; note: string },
) {
  return db.runTransaction(async (tx) => {
    const entry = await tx.get(col.privacyIncidents().doc(input.incidentId));
    if (!entry.exists) throw new HttpsError('not-found', 'No such incident');
    const ref = col.incidentAddenda(input.incidentId).doc();
    tx.create(ref, { atMs: Date.now(), changes: input.changes, note: input.note });
    writeAudit(tx, {
      actorUserId: actorUid,
      subjectUserId: actorUid,
      action: 'privacy_incident_amended',
      entityType: 'privacy_incident',
      entityId: input.incidentId,
      metadata: { addendumId: ref.id, fields: Object.keys(input.changes) },
    });
    return { addendumId: ref.id };
  });
}
