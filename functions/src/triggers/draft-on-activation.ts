import { REGION, type Task } from '@tasklane/domain';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { draftTask } from '../lib/pipeline/draft.js';

const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');

/**
 * When the scheduler activates a task (queueStatus → active), draft it. A trigger rather than the
 * tick itself, so a slow provider never holds up the queue or other tasks.
 */
export const draftOnActivation = onDocumentUpdated(
  { document: 'tasks/{taskId}', region: REGION, secrets: [GEMINI_API_KEY, OPENAI_API_KEY], timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    const before = event.data?.before.data() as Task | undefined;
    const after = event.data?.after.data() as Task | undefined;
    if (!before || !after) return;
    if (before.queueStatus === 'active' || after.queueStatus !== 'active' || after.status !== 'submitted') return;
    await draftTask(event.params.taskId);
  },
);
