import { ensureAccountDocs } from '../lib/accounts.js';
import { auth } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';

/**
 * Google and Facebook sign-ins create the Auth user on the client; the web calls this right after,
 * so every account has a profile and a wallet. Safe to call any number of times.
 */
export const ensureProfile = defineCallable('ensureProfile', 'user', async ({ locale }, { uid }) => {
  const user = await auth.getUser(uid as string);
  const email = user.email ?? '';
  const name = user.displayName?.trim() || email.split('@')[0] || 'Tasklane user';
  const created = await ensureAccountDocs(user.uid, { name, email, locale: locale ?? 'en' });
  return { created };
});
