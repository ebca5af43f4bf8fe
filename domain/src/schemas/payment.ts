import { z } from 'zod';
import { CATEGORIES, DELIVERABLE_TYPES, LOCALES, TIERS } from '../constants.js';
import { timestampLike } from './common.js';

export const PAYMENT_KINDS = ['pack', 'task', 'quote'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const taxLineSchema = z.object({
  code: z.enum(['GST', 'HST', 'QST', 'PST']),
  rateBps: z.number(),
  amountCents: z.number().int(),
});

/** The brief of a task paid by card, kept server-side until the payment clears. */
export const draftTaskSchema = z.object({
  title: z.string(),
  category: z.enum(CATEGORIES),
  tier: z.enum(TIERS),
  brief: z.string(),
  sourceText: z.string(),
  deliverableType: z.enum(DELIVERABLE_TYPES),
  language: z.enum(LOCALES),
  bilingual: z.boolean().optional(),
});

/**
 * checkoutDrafts/{id}: what a Checkout session is for, written before the customer leaves for
 * Stripe. Fulfilment reads the order from here, never from the client. The owner reads it (the
 * cancelled page offers the same order again); only functions write it.
 */
export const checkoutDraftSchema = z.object({
  userId: z.string(),
  /** The paying account (a team id for a purchase in a team space); absent = userId. */
  accountId: z.string().optional(),
  /** Who the receipt names: a team's legal name and address (absent = the person's profile). */
  billTo: z.object({ name: z.string(), address: z.string() }).optional(),
  kind: z.enum(PAYMENT_KINDS),
  packId: z.string().nullable(),
  credits: z.number().int().min(0),
  task: draftTaskSchema.nullable(),
  /** The id the created task will have (card tasks), fixed up front so the success page can link to it. */
  taskId: z.string().nullable(),
  /** The submission's request id (card tasks), so "try again" after a cancel reuses it. */
  requestId: z.string().nullable(),
  /** The quote a card acceptance pays for, and the version accepted. */
  quoteId: z.string().nullable().optional(),
  quoteVersion: z.number().int().nullable().optional(),
  /** A higher ceiling on a quote already paid by card: this charge is only the difference plus its tax. */
  quoteRaise: z.boolean().optional(),
  /**
   * A card task's price in credits when the customer paid: the task keeps the price it was sold
   * at, even if an admin changes the prices between checkout and payment. Absent on older drafts.
   */
  priceCredits: z.number().int().min(0).optional(),
  description: z.object({ en: z.string(), fr: z.string() }),
  /** The receipt's lines when more than one (a bilingual task's surcharge apart); absent = one line. */
  lines: z
    .array(
      z.object({ description: z.object({ en: z.string(), fr: z.string() }), amountCents: z.number().int().min(0) }),
    )
    .optional(),
  province: z.string(),
  subtotalCents: z.number().int().min(0),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int().min(0),
  locale: z.enum(LOCALES),
  sessionId: z.string().nullable(),
  status: z.enum(['open', 'paid', 'expired', 'failed']),
  paymentId: z.string().nullable(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/**
 * payments/{paymentIntentId}: one paid Checkout session. The id comes from Stripe, so the webhook,
 * its retries and the success page all land on the same document: an existing one means "done".
 */
export const paymentSchema = z.object({
  userId: z.string(),
  /** The paying account (a team id for a purchase in a team space); absent = userId. */
  accountId: z.string().optional(),
  kind: z.enum(PAYMENT_KINDS),
  draftId: z.string(),
  sessionId: z.string(),
  chargeId: z.string().nullable(),
  packId: z.string().nullable(),
  credits: z.number().int().min(0),
  taskId: z.string().nullable(),
  quoteId: z.string().nullable().optional(),
  description: z.object({ en: z.string(), fr: z.string() }),
  /** The receipt's lines when more than one (a bilingual task's surcharge apart); absent = one line. */
  lines: z
    .array(
      z.object({ description: z.object({ en: z.string(), fr: z.string() }), amountCents: z.number().int().min(0) }),
    )
    .optional(),
  province: z.string(),
  subtotalCents: z.number().int().min(0),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int().min(0),
  currency: z.literal('cad'),
  status: z.enum(['paid', 'partially_refunded', 'refunded']),
  refundedCents: z.number().int().min(0),
  /** Set when the card holder disputes the charge; admins follow it up. */
  disputed: z.boolean(),
  receiptId: z.string().nullable(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Payment = z.infer<typeof paymentSchema>;

export const CARD_REFUND_REASONS = [
  'money_back',
  'late_delivery',
  'cancelled',
  'pack_credits',
  'quote_settlement',
  'quote_duplicate',
  'quote_refund',
] as const;
export type CardRefundReason = (typeof CARD_REFUND_REASONS)[number];

/**
 * cardRefunds/{key}: a card refund decided inside a transaction (money-back approval, late
 * delivery, cancellation). The key is the task id (or the refund request's id for pack credits),
 * so two concurrent decisions make one document; a trigger sends it to Stripe.
 */
export const cardRefundSchema = z.object({
  userId: z.string(),
  /** The paying account (a team id for a team's payment); absent on older refunds = userId. */
  accountId: z.string().optional(),
  paymentId: z.string(),
  taskId: z.string().nullable(),
  amountCents: z.number().int().positive(),
  reason: z.enum(CARD_REFUND_REASONS),
  status: z.enum(['pending', 'succeeded', 'failed']),
  refundId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type CardRefund = z.infer<typeof cardRefundSchema>;

/** refunds/{re_…}: a refund Stripe made, under Stripe's id, with its credit note. */
export const refundSchema = z.object({
  userId: z.string(),
  /** The paying account (a team id for a team's payment); absent on older refunds = userId. */
  accountId: z.string().optional(),
  paymentId: z.string(),
  taskId: z.string().nullable(),
  amountCents: z.number().int().positive(),
  reason: z.enum([...CARD_REFUND_REASONS, 'stripe']),
  creditNoteId: z.string().nullable(),
  createdAt: timestampLike,
});
export type Refund = z.infer<typeof refundSchema>;
