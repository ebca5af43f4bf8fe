import { z } from 'zod';
import { docIdField } from '../schemas/common.js';
import { incidentChangesSchema, incidentFieldsSchema } from '../schemas/privacy-incident.js';

// Privacy: the confidentiality-incident register (admins only).
export const privacyContracts = {
  /** Admins: records a new entry (INC-YYYY-NNNN); audited. Entries are never changed nor deleted. */
  recordPrivacyIncident: {
    input: incidentFieldsSchema.refine((f) => f.occurredTo === null || f.occurredTo >= f.occurredFrom, {
      message: 'period_invalid',
      path: ['occurredTo'],
    }),
    output: z.object({ incidentId: z.string(), reference: z.string() }),
  },
  /** Admins: appends a dated addendum (what changed, and why); the entry itself stays as recorded. */
  amendPrivacyIncident: {
    input: z.object({
      incidentId: docIdField,
      changes: incidentChangesSchema,
      note: z.string().trim().min(3, 'note_required').max(2000, 'too_long'),
    }),
    output: z.object({ addendumId: z.string() }),
  },
};
