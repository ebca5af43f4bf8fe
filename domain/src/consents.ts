import type { Locale } from './constants.js';

// Consents on record (DECISIONS, "Privacy and language law"): the terms and the privacy policy are
// accepted separately, each acceptance one document in `consents`, keyed by person, document and
// version, so a new version needs a new acceptance and the old one stays on record. No zod here:
// the sign-up and order screens import these names.

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * The current version of each document: the `version` in the front matter of
 * web/src/content/legal/{terms-of-service,privacy-policy}.{en,fr}.md (a unit test keeps them equal,
 * and fails when a text changes without a new version here).
 */
export const CURRENT_LEGAL_VERSIONS: Record<LegalDocument, string> = { terms: '2026-11-22', privacy: '2026-11-29' };

/** How an acceptance was given: the sign-up form, the prompt before an order, or a provider's first sign-in. */
export const CONSENT_VIAS = ['sign_up', 'prompt', 'provider_first_sign_in'] as const;
export type ConsentVia = (typeof CONSENT_VIAS)[number];

/** The stable reason an order path refuses with when the current terms are not accepted. */
export const TERMS_NOT_ACCEPTED = 'terms_not_accepted';

/** consents/{uid}_{document}_{version}: one acceptance. */
export const consentId = (uid: string, document: LegalDocument, version: string) => `${uid}_${document}_${version}`;

export interface Consent {
  userId: string;
  document: LegalDocument;
  version: string;
  /** The language of the text accepted. */
  language: Locale;
  via: ConsentVia;
  /** Set when a customer in Québec chose to be bound by the English terms (Bill 96). */
  englishChosen?: boolean;
  /** Milliseconds since the epoch (the server's clock). */
  acceptedAtMs: number;
}
