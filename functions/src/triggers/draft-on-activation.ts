import { REGION, toMillis, type Task } from '@tasklane/domain';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { draftTask } from '../lib/pipeline/draft.js';
import { snapshotOf } from '../lib/collections.js';

function sameTime(a: Task['draftRequestedAt'], b: Task['draftRequestedAt']): boolean {
  return toMillis(a) === toMillis(b);
}

const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');

/**
 * When the scheduler activates a task (queueStatus → active), draft it. A trigger rather than the
 * tick itself, so a slow provider never holds up the queue or other tasks. The tick re-asks for a
 * task whose run was lost by touching draftRequestedAt (domain needsDraftNudge); draftTask is
 * idempotent, so a repeated run never drafts twice into the task.
 */
export const draftOnActivation = onDocumentUpdated(
  {
    document: 'tasks/{taskId}',
    region: REGION,
    secrets: [GEMINI_API_KEY, OPENAI_API_KEY],
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async (event) => {
    const before = snapshotOf('task', event.data?.before);
    const after = snapshotOf('task', event.data?.after);
    if (!before || !after) return;
    if (after.queueStatus !== 'active' || after.status !== 'submitted') return;
    const activated = before.queueStatus !== 'active';
    const nudged = !sameTime(before.draftRequestedAt, after.draftRequestedAt);
    if (!activated && !nudged) return;
    await draftTask(event.params.taskId);
  },
);
