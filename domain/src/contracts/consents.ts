import { z } from 'zod';
import { CONSENT_VIAS, LEGAL_DOCUMENTS } from '../consents.js';
import { LOCALES } from '../constants.js';

const acceptance = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  version: z.string().min(1).max(40),
  language: z.enum(LOCALES),
});

// Consents: the terms and the privacy policy, accepted separately.
export const consentsContracts = {
  /**
   * Signed-in: records the caller's acceptance of the current version of one or both documents
   * (a stale version is refused with reason `stale_version`). Idempotent per document and version.
   */
  acceptConsents: {
    input: z.object({
      accepted: z
        .array(acceptance)
        .min(1, 'consent_required')
        .max(LEGAL_DOCUMENTS.length)
        .refine((a) => new Set(a.map((x) => x.document)).size === a.length, 'consent_duplicate'),
      via: z.enum(CONSENT_VIAS),
      englishChosen: z.boolean().optional(),
    }),
    output: z.object({ recorded: z.array(z.object({ document: z.enum(LEGAL_DOCUMENTS), version: z.string() })) }),
  },
};
