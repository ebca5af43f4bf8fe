import { z } from 'zod';
import { CATEGORIES, LOCALES } from '../constants.js';
import { cleanLine, cleanMultiline, countWords } from '../text.js';
import { docIdField, timestampLike, type WithId } from './common.js';

/**
 * A quote's life. Customer: request, ask for changes, decline, accept (pays), ask for a revision,
 * confirm, or ask for their money back within the settling window. Admin: answer (a new version
 * each time), deliver, approve or decline a refund request. The tick expires unanswered offers
 * and settles deliveries nobody confirmed within QUOTE_LIMITS.autoSettleDays.
 */
export const QUOTE_STATUSES = [
  'requested',
  'quoted',
  'changes_requested',
  'declined',
  'expired',
  'accepted',
  'in_progress',
  'delivered',
  'settled',
  /** The customer asked for their money back after delivery; settling waits for an admin. */
  'refund_requested',
  /** An admin approved the refund: every reserved credit released, or the whole charge refunded. */
  'refunded',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_PAYMENT_METHODS = ['credits', 'card'] as const;
export type QuotePaymentMethod = (typeof QUOTE_PAYMENT_METHODS)[number];

export const QUOTE_LIMITS = {
  sourceMaxWords: 10_000,
  sourceMaxChars: 80_000,
  descriptionMaxLength: 6000,
  scopeMaxLength: 6000,
  maxCad: 100_000,
  defaultExpiryDays: 14,
  maxExpiryDays: 60,
  autoSettleDays: 7,
  /** Offers expiring within this many days are flagged "expiring soon" on the admin panel. */
  expiringSoonDays: 3,
  resultMaxLength: 200_000,
} as const;

const cad = (requiredCode: string) =>
  z
    .number(requiredCode)
    .positive(requiredCode)
    .max(QUOTE_LIMITS.maxCad, 'amount_too_large')
    // Whole cents only: 12.345 CAD cannot be charged.
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'amount_cents');

/** The customer's request: the form and the requestQuote callable (plus requestId). */
export const quoteRequestSchema = z.object({
  title: z.string().overwrite(cleanLine).trim().min(1, 'title_required').max(120, 'title_too_long'),
  category: z.enum(CATEGORIES, 'category_required'),
  description: z
    .string()
    .overwrite(cleanMultiline)
    .trim()
    .min(20, 'brief_too_short')
    .max(QUOTE_LIMITS.descriptionMaxLength, 'description_too_long'),
  sourceText: z
    .string()
    .overwrite(cleanMultiline)
    .max(QUOTE_LIMITS.sourceMaxChars, 'source_too_long')
    .refine((t) => countWords(t) <= QUOTE_LIMITS.sourceMaxWords, 'quote_source_too_many_words'),
  /** The wanted deadline, in millis (the form sends the end of the chosen day). */
  wantedBy: z.number('deadline_required').int('deadline_required').positive('deadline_required'),
  language: z.enum(LOCALES, 'language_required'),
  budgetCad: cad('budget_invalid').nullable(),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

/** What an admin sends to answer (or re-answer) a request. */
export const quoteAnswerSchema = z
  .object({
    quoteId: docIdField,
    scope: z
      .string()
      .overwrite(cleanMultiline)
      .trim()
      .min(10, 'scope_too_short')
      .max(QUOTE_LIMITS.scopeMaxLength, 'scope_too_long'),
    estimateCad: cad('estimate_required'),
    nteCad: cad('nte_required'),
    deliveryDate: z.number('delivery_date_required').int('delivery_date_required').positive('delivery_date_required'),
    expiresInDays: z
      .number()
      .int('expiry_invalid')
      .min(1, 'expiry_invalid')
      .max(QUOTE_LIMITS.maxExpiryDays, 'expiry_invalid')
      .default(QUOTE_LIMITS.defaultExpiryDays),
  })
  .refine((v) => v.nteCad >= v.estimateCad, { path: ['nteCad'], message: 'nte_below_estimate' });
export type QuoteAnswerInput = z.input<typeof quoteAnswerSchema>;

/** One answer. Amounts are integer cents; dates are millis. Versions are never edited. */
export const quoteVersionSchema = z.object({
  number: z.number().int().positive(),
  scope: z.string(),
  estimateCents: z.number().int().positive(),
  nteCents: z.number().int().positive(),
  deliveryDate: z.number(),
  expiresAt: z.number(),
  createdAt: z.number(),
  by: z.string(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

const taxLineSchema = z.object({
  code: z.enum(['GST', 'HST', 'QST', 'PST']),
  rateBps: z.number(),
  amountCents: z.number().int(),
});

/**
 * One card payment towards a quote: the first acceptance (the ceiling plus its tax) or a higher
 * ceiling accepted later (only the difference plus its tax). Kept apart because Stripe refunds a
 * charge only up to its own amount, so settling refunds each payment separately.
 */
export const quoteCardPaymentSchema = z.object({
  paymentId: z.string(),
  /** The version this payment made the locked ceiling. */
  version: z.number().int().positive(),
  subtotalCents: z.number().int().min(0),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int().min(0),
  paidAt: z.number(),
});
export type QuoteCardPayment = z.infer<typeof quoteCardPaymentSchema>;

/**
 * The frozen copy made on acceptance: the version as it was, and what was paid for it. Nothing
 * here changes afterwards, except that a higher ceiling the customer accepts replaces the version
 * and adds to what was held or paid, so the price is locked whatever later versions say.
 */
export const quoteAcceptedSchema = z.object({
  version: quoteVersionSchema,
  paymentMethod: z.enum(QUOTE_PAYMENT_METHODS),
  /** Credits: the price of one credit when accepted, and how many were reserved. */
  creditPriceCents: z.number().int().positive(),
  reservedCredits: z.number().int().min(0),
  /**
   * Card: the first payment, the billing province and what was charged in all (NTE + its taxes,
   * summed over every payment when the ceiling was raised).
   */
  paymentId: z.string().nullable(),
  province: z.string().nullable(),
  subtotalCents: z.number().int().min(0),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int().min(0),
  acceptedAt: z.number(),
  /** Card: every payment, oldest first. Absent on quotes accepted before raises could be paid by card. */
  cardPayments: z.array(quoteCardPaymentSchema).optional(),
  /**
   * Who accepted (a team's member: the credits reserved count in their monthly spending, and
   * credits released on settling go back to it). Absent on quotes accepted before teams.
   */
  acceptedBy: z.string().optional(),
});
export type QuoteAccepted = z.infer<typeof quoteAcceptedSchema>;

export const quoteSettlementSchema = z.object({
  actualCents: z.number().int().min(0),
  consumedCredits: z.number().int().min(0),
  releasedCredits: z.number().int().min(0),
  refundCents: z.number().int().min(0),
  by: z.enum(['customer', 'auto', 'refund']),
  settledAt: z.number(),
});
export type QuoteSettlement = z.infer<typeof quoteSettlementSchema>;

export const quoteHistoryEntrySchema = z.object({
  at: z.number(),
  by: z.string(),
  from: z.enum(QUOTE_STATUSES).nullable(),
  to: z.enum(QUOTE_STATUSES),
  note: z.string().optional(),
});
export type QuoteHistoryEntry = z.infer<typeof quoteHistoryEntrySchema>;

/**
 * quotes/{id}: its account's customer side (the person, or every current member of the team)
 * and admins read; only functions write. `userId` is the member who asked.
 */
export const quoteSchema = z.object({
  userId: z.string(),
  /** The paying account (a person's uid or a team id); absent on quotes from before teams. */
  accountId: z.string().optional(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string(),
  sourceText: z.string(),
  wantedBy: z.number(),
  language: z.enum(LOCALES),
  budgetCents: z.number().int().nullable(),
  status: z.enum(QUOTE_STATUSES),
  versions: z.array(quoteVersionSchema),
  /** The current offer's expiry (millis), null when no offer is open. */
  expiresAt: z.number().nullable(),
  accepted: quoteAcceptedSchema.nullable(),
  /** An open card Checkout for the current version, so a second accept gets the same session. */
  checkout: z
    .object({ sessionId: z.string(), url: z.string(), version: z.number().int(), draftId: z.string() })
    .nullable(),
  changesNote: z.string().nullable(),
  result: z.string().nullable(),
  actualCents: z.number().int().nullable(),
  deliveredAt: z.number().nullable(),
  revisionCount: z.number().int().min(0),
  revisionNote: z.string().nullable(),
  settlement: quoteSettlementSchema.nullable(),
  history: z.array(quoteHistoryEntrySchema),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteWithId = WithId<Quote>;
