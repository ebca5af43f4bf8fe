import { z } from 'zod';
import { LEDGER_TYPES, ledgerEntrySchema, walletSchema } from '../schemas/wallet.js';
import { taskInputBaseSchema, taskInputRefine, taskSchema } from '../schemas/task.js';
import { APPROVAL_STATUSES } from '../approval-rules.js';
import { TASK_STATUSES } from '../constants.js';
import { MESSAGE_TYPES, threadContracts } from '../threads.js';
import { THREAD_SIDES } from '../thread-basics.js';

// The ordering API's shapes (/api/v1), derived from the app's zod contracts: the account comes from
// the key, the Idempotency-Key header is the submission's request id, and every date is an ISO 8601
// string (Firestore timestamps have no JSON Schema). The OpenAPI document is generated from these.

const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time (UTC)');

/** POST /tasks: the task form's fields (submitTask's input without requestId, accountId and the brief check link). */
export const apiTaskCreateSchema = taskInputBaseSchema.superRefine(taskInputRefine);

/** A task as the API shows it. */
export const apiTaskSchema = taskSchema
  .pick({
    title: true,
    category: true,
    tier: true,
    brief: true,
    deliverableType: true,
    language: true,
    bilingual: true,
    sourceLanguage: true,
    priceCredits: true,
    status: true,
    queueStatus: true,
    revisionCount: true,
  })
  .extend({
    object: z.literal('task'),
    id: z.string(),
    metadata: z.record(z.string(), z.string()),
    submittedAt: isoDate,
    updatedAt: isoDate,
    dueAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    /** Set while staff wait on the customer's answer (post a message to answer). */
    waitingOnCustomer: z.boolean(),
  });
export type ApiTask = z.infer<typeof apiTaskSchema>;

/** 202 to POST /tasks: the team's approval rule holds the order until an owner decides. */
export const apiApprovalSchema = z.object({
  object: z.literal('approval_request'),
  id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  priceCredits: z.number().int(),
  expiresAt: isoDate,
  /** The task's id once an owner approves it. */
  taskIdOnApproval: z.string(),
});

export const apiTaskListSchema = z.object({
  object: z.literal('list'),
  data: z.array(apiTaskSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});

export const apiTaskListQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  updated_since: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const apiCancelSchema = z.object({
  object: z.literal('cancellation'),
  task: apiTaskSchema,
  refundedCredits: z.number().int(),
  balance: z.number().int(),
});

export const apiFileLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The download function with an HMAC token; works without a key until `expiresAt`. */
  url: z.string(),
  expiresAt: isoDate,
});

/** The delivered texts (both of a bilingual task) and links to the delivered files. */
export const apiDeliverableSchema = z.object({
  object: z.literal('deliverable'),
  taskId: z.string(),
  status: z.enum(TASK_STATUSES),
  text: z.string().nullable(),
  textFr: z.string().nullable(),
  files: z.array(apiFileLinkSchema),
});

/** POST /tasks/{id}/messages: postMessage's text (files by API are not in this version). */
export const apiMessageCreateSchema = z.object({
  text: threadContracts.postMessage.input.shape.text.pipe(z.string().min(1, 'message_required')),
});

export const apiMessageSchema = z.object({
  object: z.literal('message'),
  id: z.string(),
  side: z.enum(THREAD_SIDES),
  type: z.enum(MESSAGE_TYPES),
  text: z.string(),
  createdAt: isoDate,
});

export const apiMessageListSchema = z.object({
  object: z.literal('list'),
  data: z.array(apiMessageSchema),
  nextCursor: z.string().nullable(),
});

export const apiBalanceSchema = walletSchema
  .pick({ balance: true })
  .extend({ object: z.literal('balance'), accountId: z.string() });

export const apiLedgerEntrySchema = ledgerEntrySchema
  .pick({ credits: true, balanceAfter: true, taskId: true, description: true, descriptionFr: true })
  .extend({ object: z.literal('ledger_entry'), id: z.string(), type: z.enum(LEDGER_TYPES), createdAt: isoDate });

export const apiLedgerListSchema = z.object({
  object: z.literal('list'),
  data: z.array(apiLedgerEntrySchema),
  nextCursor: z.string().nullable(),
});

export const apiPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Every stable problem code the API answers with. */
export const API_PROBLEM_CODES = [
  'unauthenticated',
  'key_revoked',
  'key_creator_gone',
  'insufficient_scope',
  'not_found',
  'method_not_allowed',
  'invalid_request',
  'idempotency_key_required',
  'idempotency_key_reused',
  'insufficient_credits',
  'spending_cap',
  'terms_not_accepted',
  'not_cancellable',
  'rate_limited',
  'internal',
] as const;
export type ApiProblemCode = (typeof API_PROBLEM_CODES)[number];

/** RFC 9457 problem details, with a stable `code` and the invalid fields. */
export const apiProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.enum(API_PROBLEM_CODES),
  detail: z.string(),
  /** The request's path. */
  instance: z.string().optional(),
  /** Field → message code, for `invalid_request`. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiProblem = z.infer<typeof apiProblemSchema>;
