import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { supplierSettingsSchema } from '../settings/schema.js';
import { PROVINCES, TAX_CODES } from '../tax.js';
import { timestampLike } from './common.js';

export const provinceSchema = z.enum(PROVINCES, 'province_required');

export const taxLineSchema = z.object({
  code: z.enum(TAX_CODES),
  rateBps: z.number().min(0).max(10_000),
  amountCents: z.number().int(),
});

export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const PAYMENT_METHODS = ['card', 'credits'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `TL-2026-000001`: sequential per calendar year in America/Toronto; also the document id. */
export const RECEIPT_NUMBER_PATTERN = /^TL-\d{4}-\d{6}$/;
export const receiptNumberSchema = z.string().regex(RECEIPT_NUMBER_PATTERN, 'receipt_number_invalid');

export const receiptLineSchema = z.object({
  description: z.object({ en: z.string().trim().min(1).max(300), fr: z.string().trim().min(1).max(300) }),
  amountCents: z.number().int().min(0),
});

/**
 * What a payment or refund hands the receipt writer. Amounts are positive on credit notes too:
 * the kind says money went back, and the PDF says so in words.
 */
export const receiptInputSchema = z
  .object({
    uid: z.string().min(1).max(128),
    kind: z.enum(RECEIPT_KINDS),
    customer: z.object({
      name: z.string().trim().max(200),
      email: z.string().trim().max(320),
      locale: z.enum(LOCALES),
      address: z.string().trim().max(300).optional(),
    }),
    lines: z.array(receiptLineSchema).min(1).max(50),
    province: provinceSchema,
    taxes: z.array(taxLineSchema).max(4),
    subtotalCents: z.number().int().min(0),
    totalCents: z.number().int().min(0),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentId: z.string().min(1).max(200).optional(),
    /** The receipt a credit note reverses (its id, which is its number). */
    refundOf: receiptNumberSchema.optional(),
  })
  .superRefine((r, ctx) => {
    const linesSum = r.lines.reduce((s, l) => s + l.amountCents, 0);
    if (linesSum !== r.subtotalCents)
      ctx.addIssue({ code: 'custom', path: ['subtotalCents'], message: 'subtotal_mismatch' });
    const taxSum = r.taxes.reduce((s, t) => s + t.amountCents, 0);
    if (r.subtotalCents + taxSum !== r.totalCents)
      ctx.addIssue({ code: 'custom', path: ['totalCents'], message: 'total_mismatch' });
    if (r.kind === 'credit_note' && !r.refundOf)
      ctx.addIssue({ code: 'custom', path: ['refundOf'], message: 'refund_of_required' });
    if (r.kind === 'receipt' && r.refundOf)
      ctx.addIssue({ code: 'custom', path: ['refundOf'], message: 'refund_of_unexpected' });
  });
export type ReceiptInput = z.input<typeof receiptInputSchema>;

/** `receipts/{number}`: written once by the server, read by its owner and admins, never changed but for mailing state. */
export const receiptSchema = z.object({
  number: receiptNumberSchema,
  year: z.number().int(),
  sequence: z.number().int().positive(),
  uid: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  customer: z.object({ name: z.string(), email: z.string(), locale: z.enum(LOCALES), address: z.string().optional() }),
  lines: z.array(receiptLineSchema),
  province: provinceSchema,
  taxes: z.array(taxLineSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentId: z.string().optional(),
  refundOf: z.string().optional(),
  supplier: supplierSettingsSchema,
  issuedAt: timestampLike,
  /** Set once the mail with the PDF went out; the mailer claims the receipt first so a redelivered trigger sends nothing. */
  emailedAt: timestampLike.nullable().optional(),
  emailClaimedAt: timestampLike.nullable().optional(),
  emailError: z.string().nullable().optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** `counters/receipts-{year}`: the last number issued that year (server only). */
export const receiptCounterSchema = z.object({ year: z.number().int(), last: z.number().int().min(0) });
export type ReceiptCounter = z.infer<typeof receiptCounterSchema>;

export function formatReceiptNumber(year: number, sequence: number): string {
  return `TL-${year}-${String(sequence).padStart(6, '0')}`;
}

export function receiptCounterId(year: number): string {
  return `receipts-${year}`;
}
