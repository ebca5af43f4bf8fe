import { HttpsError } from 'firebase-functions/v2/https';
import { mayUseBrandKit } from '../brand-kit.js';

/**
 * Who may use an account's translation memory: the same people as its brand kit (the person for
 * their own account, every member of an active team for the team's). The rules' twin is
 * `mayUseBrandKit(accountId)` on translationMemories.
 */
export async function assertMayUseMemory(uid: string, accountId: string): Promise<void> {
  if (!(await mayUseBrandKit(uid, accountId)))
    throw new HttpsError('permission-denied', 'Not your account’s translation memory');
}
