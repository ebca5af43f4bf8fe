import { defineCallable } from '../lib/callable.js';
import { close } from '../lib/approvals/decide.js';

/** The member who asked withdraws their pending request. */
export const withdrawRequest = defineCallable('withdrawRequest', 'user', async ({ requestId }, { uid }) => {
  await close(requestId, uid, { to: 'withdrawn' });
  return { ok: true as const };
});
