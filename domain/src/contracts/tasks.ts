import { z } from 'zod';
import { QUEUE_STATES } from '../constants.js';
import { docIdField } from '../schemas/common.js';
import { cleanMultiline } from '../text.js';
import { taskInputBaseSchema, taskInputRefine } from '../schemas/task.js';
import { payingAccountField } from '../schemas/team.js';
import { briefCheckLinkSchema } from '../brief-check.js';

/** The customer's task and credit actions. */
// Every callable that takes a document id parses it with the one shared id schema.
const taskIdInput = docIdField;
export const tasksContracts = {
  submitTask: {
    input: taskInputBaseSchema
      .extend({
        requestId: z.string().trim().min(8, 'request_id_required').max(128),
        briefCheck: briefCheckLinkSchema.optional(),
        /** The paying account: the caller's uid for their personal account, or a team's id. */
        accountId: payingAccountField,
      })
      .superRefine(taskInputRefine),
    output: z.object({
      taskId: z.string(),
      priceCredits: z.number(),
      balance: z.number(),
      queueStatus: z.enum(QUEUE_STATES).nullable(),
      duplicate: z.boolean(),
      /**
       * Present when the team's approval rule held the order: a request waits for an owner, nothing
       * was charged, and `taskId` names no task yet.
       */
      approval: z.object({ requestId: z.string(), expiresAtMs: z.number() }).optional(),
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
