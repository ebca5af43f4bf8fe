import { createHash } from 'node:crypto';

/** The task id is a digest of who asked and their request id, so a retried call finds its first task. */
export function taskIdFor(uid: string, requestId: string): string {
  return createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 24);
}
