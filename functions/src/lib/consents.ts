import {
  CURRENT_LEGAL_VERSIONS,
  LEGAL_DOCUMENTS,
  TERMS_NOT_ACCEPTED,
  consentId,
  type Consent,
  type ConsentVia,
  type LegalDocument,
  type Locale,
  type SignUpInput,
} from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from './admin.js';
import { writeAudit } from './audit.js';
import { col } from './collections.js';

/**
 * The refusal every order path gives when the caller has not accepted the current terms, or the
 * current privacy policy: `documents` names which (the web's prompt asks for those alone), and
 * `version` stays the terms' version.
 */
export function termsRefusal(documents: LegalDocument[]): HttpsError {
  return new HttpsError('failed-precondition', 'The current terms of service and privacy policy must be accepted', {
    reason: TERMS_NOT_ACCEPTED,
    version: CURRENT_LEGAL_VERSIONS.terms,
    documents,
    versions: CURRENT_LEGAL_VERSIONS,
  });
}

const currentRef = (uid: string, document: LegalDocument) =>
  col.consents().doc(consentId(uid, document, CURRENT_LEGAL_VERSIONS[document]));

/**
 * Refuses (reason `terms_not_accepted`) unless `uid` accepted the current terms version and the
 * current privacy policy version: a new version of either is accepted at the next order. In a
 * transaction's read phase pass `tx`; a callable that checks before anything else may omit it.
 * An account with no record at all is refused the same way: it accepts both at its next order.
 */
export async function assertTermsAccepted(uid: string, tx?: Transaction): Promise<void> {
  const refs = LEGAL_DOCUMENTS.map((d) => currentRef(uid, d));
  const snaps = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
  const missing = LEGAL_DOCUMENTS.filter((_, i) => !snaps[i]?.exists);
  if (missing.length > 0) throw termsRefusal(missing);
}

export interface Acceptance {
  document: LegalDocument;
  version: string;
  language: Locale;
}

/**
 * Writes one record per acceptance (write phase). An acceptance already on record is left as it
 * was: the first time a version was accepted is the one that counts. Returns the ones written.
 */
export function recordConsents(
  tx: Transaction,
  uid: string,
  accepted: (Acceptance & { exists: boolean })[],
  how: { via: ConsentVia; englishChosen?: boolean; nowMs: number },
): Acceptance[] {
  const written: Acceptance[] = [];
  for (const a of accepted) {
    if (a.exists) continue;
    const record: Consent = {
      userId: uid,
      document: a.document,
      version: a.version,
      language: a.language,
      via: how.via,
      acceptedAtMs: how.nowMs,
      ...(a.document === 'terms' && how.englishChosen !== undefined ? { englishChosen: how.englishChosen } : {}),
    };
    tx.create(col.consents().doc(consentId(uid, a.document, a.version)), record);
    written.push(a);
  }
  if (written.length > 0)
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: uid,
      action: 'consent_recorded',
      entityType: 'consent',
      entityId: uid,
      metadata: { accepted: written, via: how.via, ...(how.englishChosen ? { englishChosen: true } : {}) },
    });
  return written;
}

/** Reads which of `accepted` are already on record (read phase), refusing a stale version. */
export async function readAcceptances(tx: Transaction, uid: string, accepted: Acceptance[]) {
  const out: (Acceptance & { exists: boolean })[] = [];
  for (const a of accepted) {
    if (a.version !== CURRENT_LEGAL_VERSIONS[a.document])
      throw new HttpsError('failed-precondition', 'This version is no longer current', {
        reason: 'stale_version',
        document: a.document,
        current: CURRENT_LEGAL_VERSIONS[a.document],
      });
    const snap = await tx.get(col.consents().doc(consentId(uid, a.document, a.version)));
    out.push({ ...a, exists: snap.exists });
  }
  return out;
}

/**
 * The sign-up form's two checkboxes: both documents recorded, `via: 'sign_up'`. A version the
 * form showed that is no longer current is skipped (an old page): the person accepts at their
 * first order instead of being refused an account.
 */
export async function recordSignUpConsent(uid: string, consent: NonNullable<SignUpInput['consent']>): Promise<void> {
  const accepted = (
    [
      { document: 'terms', version: consent.terms, language: consent.language },
      { document: 'privacy', version: consent.privacy, language: consent.language },
    ] as const
  ).filter((a) => a.version === CURRENT_LEGAL_VERSIONS[a.document]);
  if (accepted.length === 0) return;
  await db.runTransaction(async (tx) => {
    const read = await readAcceptances(tx, uid, [...accepted]);
    recordConsents(tx, uid, read, {
      via: 'sign_up',
      nowMs: Date.now(),
      ...(consent.englishChosen !== undefined ? { englishChosen: consent.englishChosen } : {}),
    });
  });
}
