import { z } from 'zod';

// The confidentiality-incident register (Law 25 s.3.5–3.8 and its regulation; PIPEDA's breach
// record). Admins only. An entry names no user id, so an account's deletion leaves it whole; it is
// never changed nor deleted: each change is a dated addendum, and the current view is the entry
// with its addenda applied in order. Kept at least 5 years: no retention job touches it.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid');
const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

export const RISK_ASSESSMENTS = ['serious', 'not_serious', 'undetermined'] as const;
export const NOTIFIED_PARTIES = ['commission', 'people', 'public'] as const;
export type NotifiedParty = (typeof NOTIFIED_PARTIES)[number];

/** A notification made: false, or the day it was made. */
const notice = z.object({ notified: z.boolean(), on: day.nullable() }).refine((n) => n.notified === (n.on !== null), {
  message: 'notified_date_required',
  path: ['on'],
});

export const incidentFieldsSchema = z.object({
  /** When it happened: one day, or a period (`to` is null for a single day). */
  occurredFrom: day,
  occurredTo: day.nullable(),
  discoveredOn: day,
  /** What happened. */
  description: text(4000),
  /** Which personal information was concerned. */
  information: text(2000),
  /** How many people; null while unknown. */
  peopleCount: z.number().int().min(0).max(100_000_000).nullable(),
  /** The risk-of-serious-injury assessment, with its reasons. */
  risk: z.enum(RISK_ASSESSMENTS),
  riskReasons: text(4000),
  notifications: z.object({ commission: notice, people: notice, public: notice }),
  /** The measures taken (may be filled in later by an addendum). */
  measures: z.string().trim().max(4000, 'too_long'),
});
export type IncidentFields = z.infer<typeof incidentFieldsSchema>;

/** An addendum: what changed (at least one field) and why, dated by the server. */
export const incidentChangesSchema = incidentFieldsSchema
  .partial()
  .refine((c) => Object.keys(c).length > 0, 'changes_required');

export interface PrivacyIncident {
  /** INC-YYYY-NNNN, in the order entries were recorded. */
  reference: string;
  recordedAtMs: number;
  fields: IncidentFields;
}

/** privacyIncidents/{id}/addenda/{id}: one dated change, created once, never changed. */
export interface IncidentAddendum {
  atMs: number;
  changes: Partial<IncidentFields>;
  note: string;
}

/** The entry as it stands: its fields with every addendum applied, oldest first. */
export function currentIncident(fields: IncidentFields, addenda: IncidentAddendum[]): IncidentFields {
  return [...addenda].sort((a, b) => a.atMs - b.atMs).reduce((acc, a) => ({ ...acc, ...a.changes }), fields);
}
