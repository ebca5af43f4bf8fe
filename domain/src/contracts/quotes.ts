import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { docIdField } from '../schemas/common.js';
import { cleanMultiline } from '../text.js';
import {
  QUOTE_LIMITS,
  QUOTE_PAYMENT_METHODS,
  QUOTE_STATUSES,
  quoteAnswerSchema,
  quoteRequestSchema,
} from '../schemas/quote.js';
import { payingAccountField } from '../schemas/team.js';

// Quotes for larger projects: the customer requests, admins answer with versions, the customer
// accepts (credits reserved or a card Checkout for NTE + tax), admins deliver, the customer confirms.
const quoteId = docIdField;
const quoteNote = (short: string, long: string) =>
  z.string().overwrite(cleanMultiline).trim().min(10, short).max(2000, long);
export const quotesContracts = {
  requestQuote: {
    /** `accountId`: the space asked in: the caller's uid (personal) or a team they are a member of. */
    input: quoteRequestSchema.extend({
      requestId: z.string().trim().min(8, 'request_id_required').max(128),
      accountId: payingAccountField,
    }),
    output: z.object({ quoteId: z.string(), duplicate: z.boolean() }),
  },
  answerQuote: {
    input: quoteAnswerSchema,
    output: z.object({ version: z.number(), expiresAt: z.number(), status: z.enum(QUOTE_STATUSES) }),
  },
  acceptQuote: {
    input: z.object({
      quoteId,
      version: z.number().int().positive('version_required'),
      paymentMethod: z.enum(QUOTE_PAYMENT_METHODS, 'payment_method_required'),
      locale: z.enum(LOCALES).default('en'),
    }),
    output: z.object({
      /** approval_pending: the team's approval rule made a request (`requestId`); nothing reserved. */
      status: z.enum(['accepted', 'checkout', 'approval_pending']),
      reservedCredits: z.number(),
      balance: z.number().nullable(),
      url: z.string().nullable(),
      requestId: z.string().optional(),
    }),
  },
  confirmQuoteCheckout: {
    input: z.object({ sessionId: z.string().trim().min(1, 'session_required').max(255, 'session_required') }),
    output: z.object({ status: z.enum(['paid', 'pending', 'failed', 'expired']), quoteId: z.string() }),
  },
  requestQuoteChanges: {
    input: z.object({ quoteId, note: quoteNote('changes_note_too_short', 'changes_note_too_long') }),
    output: z.object({ status: z.enum(QUOTE_STATUSES) }),
  },
  declineQuote: {
    input: z.object({
      quoteId,
      note: z.string().overwrite(cleanMultiline).trim().max(2000, 'decline_note_too_long').default(''),
    }),
    output: z.object({ status: z.enum(QUOTE_STATUSES) }),
  },
  deliverQuote: {
    input: z.object({
      quoteId,
      result: z
        .string()
        .overwrite(cleanMultiline)
        .trim()
        .min(1, 'result_required')
        .max(QUOTE_LIMITS.resultMaxLength, 'result_too_long'),
      actualCad: z.number('actual_required').min(0, 'actual_required').max(QUOTE_LIMITS.maxCad, 'amount_too_large'),
    }),
    output: z.object({ status: z.enum(QUOTE_STATUSES), deliveredAt: z.number() }),
  },
  requestQuoteRevision: {
    input: z.object({ quoteId, note: quoteNote('revision_note_too_short', 'revision_note_too_long') }),
    output: z.object({ status: z.enum(QUOTE_STATUSES), revisionCount: z.number() }),
  },
  requestQuoteRefund: {
    input: z.object({ quoteId, reason: quoteNote('refund_reason_too_short', 'refund_reason_too_long') }),
    output: z.object({ status: z.enum(QUOTE_STATUSES) }),
  },
  decideQuoteRefund: {
    input: z.object({
      quoteId,
      approve: z.boolean('decision_required'),
      note: z.string().overwrite(cleanMultiline).trim().max(1000, 'decision_reason_too_long').default(''),
    }),
    output: z.object({ status: z.enum(QUOTE_STATUSES), releasedCredits: z.number(), refundCents: z.number() }),
  },
  confirmQuote: {
    input: z.object({ quoteId }),
    output: z.object({
      status: z.enum(QUOTE_STATUSES),
      consumedCredits: z.number(),
      releasedCredits: z.number(),
      refundCents: z.number(),
    }),
  },
};
