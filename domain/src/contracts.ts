import { z } from 'zod';
import { CATEGORIES, LOCALES, QUEUE_STATES, TASK_STATUSES, TIERS } from './constants.js';
import { AUTH_EMAIL_TYPES, signUpSchema } from './schemas/auth.js';
import { contactInputSchema } from './schemas/contact-message.js';
import { receiptNumberSchema } from './schemas/receipt.js';
import { SUBSCRIPTION_STATUSES } from './schemas/subscription.js';
import { docIdField } from './schemas/common.js';
import { emailField } from './schemas/profile.js';
import { cleanMultiline } from './text.js';
import { taskInputBaseSchema, taskInputRefine, taskInputSchema } from './schemas/task.js';
import {
  QUOTE_LIMITS,
  QUOTE_PAYMENT_METHODS,
  QUOTE_STATUSES,
  quoteAnswerSchema,
  quoteRequestSchema,
} from './schemas/quote.js';
import { adminContracts } from './admin.js';
import {
  TEAM_ROLES,
  accountIdField,
  invitationTokenField,
  inviteInputSchema,
  teamInputSchema,
} from './schemas/team.js';
import { reviewerContracts } from './reviewers.js';
import { ratingContracts } from './ratings.js';
import { threadContracts } from './threads.js';
import { deleteBrandKitContract, saveBrandKitContract } from './schemas/brand-kit.js';
import { briefCheckInputSchema, briefCheckLinkSchema, briefCheckResultSchema } from './brief-check.js';
import { closedTeamContracts } from './team-balance.js';

/**
 * Each callable's input and output, by name. Functions parse with `input`; the web's typed
 * client infers its types from here, so both sides agree by construction.
 * Each feature keeps its own block below; add yours in its own `const` and spread it in.
 */
const pricing = {
  previewPrice: {
    input: z.object({ category: z.enum(CATEGORIES), tier: z.enum(TIERS), bilingual: z.boolean().optional() }),
    output: z.object({
      credits: z.number(),
      cad: z.number(),
      taskClass: z.string(),
      hours: z.number(),
      bilingualCredits: z.number().optional(),
    }),
  },
  // The queue as counts (never other customers' tasks), for the delivery estimate shown before paying.
  queueSnapshot: {
    input: z.object({}).strict(),
    output: z.object({
      capacity: z.number(),
      occupied: z.number(),
      tasksAhead: z.record(z.enum(TIERS), z.number()),
      tierHours: z.record(z.enum(TIERS), z.number()),
      atMs: z.number(),
    }),
  },
};

// Accounts: sign-up, profile bootstrap, auth e-mails, admin role, account deletion.
const accounts = {
  /**
   * Public and rate-limited: creates the Auth user, profile and wallet and mails the verification
   * link; the server re-checks password strength. The same answer whether or not the address was taken.
   */
  signUp: {
    input: signUpSchema,
    output: z.object({ ok: z.literal(true) }),
  },
  /** Signed-in: creates the caller's profile and wallet if missing (social sign-ins); idempotent. */
  ensureProfile: {
    input: z.object({ locale: z.enum(LOCALES).optional() }),
    output: z.object({ created: z.boolean() }),
  },
  /** Public and rate-limited: never says whether the address has an account. */
  sendAuthEmail: {
    input: z.object({ email: emailField, type: z.enum(AUTH_EMAIL_TYPES), locale: z.enum(LOCALES).optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
  /** Admins only: grants or revokes the admin claim, mirrored into profiles.role and audited. */
  setAdminRole: {
    input: z.object({ uid: docIdField, admin: z.boolean() }),
    output: z.object({ uid: z.string(), admin: z.boolean() }),
  },
  /** Signed-in: deletes the caller's personal data and Auth user; tasks and audit logs are anonymized. */
  deleteAccount: {
    input: z.object({ confirm: z.literal('DELETE', 'delete_confirm_required') }),
    output: z.object({ ok: z.literal(true) }),
  },
};

// Public contact form. The honeypot `website` is accepted here whatever it holds: the
// server pretends success for a filled one, so a bot learns nothing.
const contact = {
  submitContact: {
    input: contactInputSchema.extend({ website: z.string().max(2000).optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
};

/** The customer's task and credit actions. */
// Every callable that takes a document id parses it with the one shared id schema.
const taskIdInput = docIdField;
const tasks = {
  submitTask: {
    input: taskInputBaseSchema
      .extend({
        requestId: z.string().trim().min(8, 'request_id_required').max(128),
        briefCheck: briefCheckLinkSchema.optional(),
        accountId: accountIdField,
      })
      .superRefine(taskInputRefine),
    output: z.object({
      taskId: z.string(),
      priceCredits: z.number(),
      balance: z.number(),
      queueStatus: z.enum(QUEUE_STATES).nullable(),
      duplicate: z.boolean(),
    }),
  },
  cancelTask: {
    input: z.object({ taskId: taskIdInput }),
    output: z.object({ refundedCredits: z.number(), balance: z.number() }),
  },
  requestRevision: {
    input: z.object({
      taskId: taskIdInput,
      note: z
        .string()
        .overwrite(cleanMultiline)
        .trim()
        .min(10, 'revision_note_too_short')
        .max(2000, 'revision_note_too_long'),
    }),
    output: z.object({ chargedCredits: z.number(), revisionCount: z.number() }),
  },
  requestRefund: {
    input: z.object({
      taskId: taskIdInput,
      reason: z
        .string()
        .overwrite(cleanMultiline)
        .trim()
        .min(10, 'refund_reason_too_short')
        .max(2000, 'refund_reason_too_long'),
    }),
    output: z.object({ status: z.literal('pending') }),
  },
};

// The production pipeline: reviewer actions (admins) and the emulator-only queue tick.
const taskId = docIdField;
const pipeline = {
  pickUpTask: {
    input: z.object({ taskId }),
    output: z.object({ status: z.enum(TASK_STATUSES), reviewerId: z.string() }),
  },
  deliverTask: {
    // The word / row limits depend on the task's deliverable type, so the server checks them
    // (domain deliveryError) and reports them on the `result` field.
    input: z.object({
      taskId,
      result: z.string().overwrite(cleanMultiline).trim().min(1, 'result_required').max(20_000, 'result_too_long'),
      /** A bilingual task's French text (then `result` is the English); required for one, refused otherwise. */
      resultFr: z.string().overwrite(cleanMultiline).trim().max(20_000, 'result_too_long').optional(),
    }),
    output: z.object({ status: z.enum(TASK_STATUSES), deliveredAt: z.number() }),
  },
  decideRefund: {
    input: z.object({
      taskId,
      decision: z.enum(['approved', 'declined'], 'decision_required'),
      reason: z
        .string()
        .overwrite(cleanMultiline)
        .trim()
        .min(3, 'decision_reason_required')
        .max(1000, 'decision_reason_too_long'),
      /** Credit-paid tasks get credits back unless the admin sends the money to the card that bought the pack. */
      refundTo: z.enum(['credits', 'card']).optional(),
    }),
    output: z.object({
      status: z.enum(['approved', 'declined']),
      refundedCredits: z.number(),
      cardRefundPending: z.boolean(),
    }),
  },
  runQueueTickDev: {
    input: z.object({ nowMs: z.number().int().positive().optional() }),
    output: z.object({
      activated: z.number(),
      warned: z.number(),
      refunded: z.number(),
      nudged: z.number(),
      writes: z.number(),
    }),
  },
};

// Payments: Stripe Checkout for credit packs and card-paid tasks. Fulfilment runs on the webhook
// and on the success page alike; the session id is all the page knows.
const checkoutLocale = z.enum(LOCALES).default('en');
const payments = {
  createCheckoutSession: {
    input: z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('pack'),
          packId: z.string().trim().min(1, 'pack_required').max(40, 'pack_required'),
          locale: checkoutLocale,
          accountId: accountIdField,
        }),
        z.object({
          kind: z.literal('task'),
          requestId: z.string().trim().min(8, 'request_id_required').max(128),
          task: taskInputSchema,
          locale: checkoutLocale,
          /** A team space: the task is the team's, paid for the team (any member may). */
          accountId: accountIdField,
        }),
      ],
      'kind_required',
    ),
    output: z.object({ url: z.string(), sessionId: z.string(), draftId: z.string() }),
  },
  confirmCheckoutSession: {
    input: z.object({ sessionId: z.string().trim().min(1, 'session_required').max(255, 'session_required') }),
    output: z.object({
      status: z.enum(['paid', 'pending', 'failed', 'expired']),
      kind: z.enum(['pack', 'task']),
      draftId: z.string(),
      credits: z.number(),
      taskId: z.string().nullable(),
      paymentId: z.string().nullable(),
      receiptId: z.string().nullable(),
      totalCents: z.number(),
    }),
  },
};

// Monthly plans (Stripe subscriptions). Each acts on the caller's own subscription only; refusals
// carry a `reason` code in the error details, which the web translates.
const planIdField = z.string().trim().min(1, 'plan_required').max(40, 'plan_required');
const subscriptionState = z.object({
  planId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.number(),
});
const subscriptions = {
  startSubscription: {
    /** `accountId`: a team's plan (its owners only). */
    input: z.object({ planId: planIdField, locale: checkoutLocale, accountId: accountIdField }),
    output: z.object({ url: z.string(), sessionId: z.string() }),
  },
  /** The success page's check: syncs the subscription and grants its first invoice, as the webhook does. */
  confirmSubscription: {
    input: z.object({ sessionId: z.string().trim().min(1, 'session_required').max(255, 'session_required') }),
    output: z.object({
      status: z.enum(['active', 'pending', 'failed']),
      planId: z.string().nullable(),
      credits: z.number(),
      invoiceId: z.string().nullable(),
      receiptId: z.string().nullable(),
    }),
  },
  /** Takes effect at the next renewal: the period already paid keeps its plan and credits. */
  changePlan: {
    input: z.object({ planId: planIdField, accountId: accountIdField }),
    output: subscriptionState,
  },
  cancelAtPeriodEnd: {
    input: z.object({ accountId: accountIdField }).strict(),
    output: subscriptionState,
  },
  resumeSubscription: {
    input: z.object({ accountId: accountIdField }).strict(),
    output: subscriptionState,
  },
  /** Where the customer updates their card: Stripe's customer portal (locally, the stand-in's page). */
  openBillingPortal: {
    input: z.object({ locale: checkoutLocale, accountId: accountIdField }),
    output: z.object({ url: z.string() }),
  },
};

// The brief check before submission: free, rate-limited, never blocking. `available: false`
// means the provider was slow or down and the form carries on without it.
const briefCheck = {
  checkBrief: {
    input: briefCheckInputSchema,
    output: z.object({
      available: z.boolean(),
      checkId: z.string().nullable(),
      provider: z.string(),
      model: z.string(),
      result: briefCheckResultSchema.nullable(),
    }),
  },
  /** Signed-in: the provider and model in use, the public-safe part of the staff-only drafting settings. */
  aiInfo: {
    input: z.object({}).strict(),
    output: z.object({ provider: z.enum(['offline', 'gemini', 'openai']), model: z.string() }),
  },
};

// Receipts and credit notes: the owner (or an admin) downloads the PDF, made on demand.
const receipts = {
  getReceiptPdf: {
    input: z.object({ receiptId: receiptNumberSchema }),
    output: z.object({ filename: z.string(), contentType: z.literal('application/pdf'), base64: z.string() }),
  },
};

// Quotes for larger projects: the customer requests, admins answer with versions, the customer
// accepts (credits reserved or a card Checkout for NTE + tax), admins deliver, the customer confirms.
const quoteId = docIdField;
const quoteNote = (short: string, long: string) =>
  z.string().overwrite(cleanMultiline).trim().min(10, short).max(2000, long);
const quotes = {
  requestQuote: {
    /** `accountId`: the space asked in (a team the caller is a member of); absent = personal. */
    input: quoteRequestSchema.extend({
      requestId: z.string().trim().min(8, 'request_id_required').max(128),
      accountId: accountIdField,
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
      status: z.enum(['accepted', 'checkout']),
      reservedCredits: z.number(),
      balance: z.number().nullable(),
      url: z.string().nullable(),
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

// Teams: a shared paying account. Every call names the team; the server checks the caller's role.
const ok = z.object({ ok: z.literal(true) });
const teams = {
  createTeam: { input: teamInputSchema, output: z.object({ teamId: z.string() }) },
  /** Owners: mails a one-time link valid 7 days (throttled per team, per address and service-wide). */
  inviteMember: { input: inviteInputSchema, output: z.object({ invitationId: z.string(), expiresAtMs: z.number() }) },
  /** The invited address only (signed in), once, before it expires and unless revoked. */
  acceptInvitation: {
    input: z.object({ token: invitationTokenField }),
    output: z.object({ teamId: z.string(), teamName: z.string() }),
  },
  revokeInvitation: { input: z.object({ teamId: docIdField, invitationId: docIdField }), output: ok },
  /** Owners: makes a member an owner or an owner a member (never the last owner). */
  setMemberRole: { input: z.object({ teamId: docIdField, uid: docIdField, role: z.enum(TEAM_ROLES) }), output: ok },
  /** Owners remove anyone; anyone removes themself (leaving). The last owner's role passes on. */
  removeMember: {
    input: z.object({ teamId: docIdField, uid: docIdField }),
    output: z.object({ closed: z.boolean(), newOwner: z.string().nullable() }),
  },
  setSpendingCap: {
    input: z.object({
      teamId: docIdField,
      uid: docIdField,
      monthlyCapCredits: z.number().int('cap_invalid').min(0, 'cap_invalid').max(100000, 'cap_invalid').nullable(),
    }),
    output: ok,
  },
  /** Owners: only with a zero balance and no live plan. */
  closeTeam: { input: z.object({ teamId: docIdField }), output: ok },
};

// Brand kits: one per paying account, saved whole (validated and audited) by its owner.
const brandKits = {
  saveBrandKit: saveBrandKitContract,
  deleteBrandKit: deleteBrandKitContract,
};

export const contracts = {
  ...teams,
  ...quotes,
  ...payments,
  ...pricing,
  ...accounts,
  ...contact,
  ...tasks,
  ...pipeline,
  ...receipts,
  ...briefCheck,
  ...subscriptions,
  ...adminContracts,
  ...reviewerContracts,
  ...ratingContracts,
  ...threadContracts,
  ...brandKits,
  ...closedTeamContracts,
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;
