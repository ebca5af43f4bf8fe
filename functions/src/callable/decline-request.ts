import { defineCallable } from '../lib/callable.js';
import { close } from '../lib/approvals/decide.js';

/** Owners decline a member's pending request, with a reason the member reads. */
export const declineRequest = defineCallable('declineRequest', 'user', async ({ requestId, reason }, { uid }) => {
  await close(requestId, uid, { to: 'declined', reason });
  return { ok: true as const };
});
