import { defineCallable } from '../lib/callable.js';
import { placeCreditsOrder } from '../lib/submission/submit.js';
import { taskIdFor } from '../lib/submission/task-id.js';

/**
 * The task form's order, paid with credits: the caller's identity and the parsed input handed to
 * the submission service, which prices, charges and queues it in one transaction. `accountId` is
 * the account the form is in (the caller's uid for their personal account); the service refuses
 * one they may not act for. Idempotent per requestId: a retry returns the first result.
 */
export const submitTask = defineCallable(
  'submitTask',
  'user',
  async (input, { uid }) => {
    const { requestId, briefCheck, accountId, ...fields } = input;
    const taskId = taskIdFor(uid, requestId);
    const placed = await placeCreditsOrder({
      actor: { uid, accountId, via: 'app' },
      taskId,
      input: fields,
      briefCheck: briefCheck ?? null,
      auditMetadata: { requestId },
    });
    if (placed.approval) {
      const { requestId, expiresAtMs } = placed.approval;
      return {
        taskId,
        priceCredits: placed.priceCredits,
        balance: placed.balance ?? 0,
        queueStatus: null,
        duplicate: placed.duplicate,
        approval: { requestId, expiresAtMs },
      };
    }
    return {
      taskId,
      priceCredits: placed.priceCredits,
      // A credits order always reads the wallet.
      balance: placed.balance ?? 0,
      queueStatus: placed.queueStatus,
      duplicate: placed.duplicate,
    };
  },
  // A burst on one wallet makes its transactions retry with back-off; leave them time to finish.
  { timeoutSeconds: 300 },
);
