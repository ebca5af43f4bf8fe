import { defineCallable } from '../lib/callable.js';
import { approve } from '../lib/approvals/decide.js';

/** Owners approve a member's request: charged at its fixed price and started, in one transaction. */
export const approveRequest = defineCallable('approveRequest', 'user', ({ requestId }, { uid }) =>
  approve(requestId, uid),
);
