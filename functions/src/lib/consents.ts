import {
  CURRENT_LEGAL_VERSIONS,
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

/** The refusal every order path gives when the caller has not accepted the current terms. */
export function termsRefusal(): HttpsError {
  return new HttpsError('failed-precondition', 'The current terms of service must be accepted', {
    reason: TERMS_NOT_ACCEPTED,
    version: CURRENT_LEGAL_VERSIONS.terms,
  });
}

const currentTermsRef = (uid: string) => col.consents().doc(consentId(uid, 'terms', CURRENT_LEGAL_VERSIONS.terms));

/**
 * Refuses (reason `terms_not_accepted`) unless `uid` accepted the current terms version. In a
 * transaction's read phase pass `tx`; a callable that checks before anything else may omit it.
 * An account with no record at all is refused the same way: it accepts at its next order.
 */
export async function assertTermsAccepted(uid: string, tx?: Transaction): Promise<void> {
  const ref = currentTermsRef(uid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw termsRefusal();
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
