import type { TaskStatus } from './constants.js';
import type { WebhookEventType } from './webhook-basics.js';

// How data changes become webhook events (pure: the triggers call these with the before/after
// documents). Each event's id derives from the change, so a trigger delivered twice queues one
// delivery per endpoint, and receivers deduplicate on it.

export interface PlannedWebhookEvent {
  id: string;
  type: WebhookEventType;
  accountId: string;
  data: Record<string, unknown>;
}

interface TaskLike {
  userId: string;
  accountId?: string;
  title: string;
  status: TaskStatus;
  history?: readonly unknown[];
  waiting?: { question: string; messageId: string } | null;
  /** The customer's own reference (set through the API), echoed in every task event. */
  metadata?: unknown;
}

/** The task's `metadata` when it is a small map of strings; otherwise none. */
export function webhookMetadata(v: unknown): Record<string, string> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => typeof x === 'string');
  return entries.length ? (Object.fromEntries(entries.slice(0, 50)) as Record<string, string>) : undefined;
}

function taskData(taskId: string, t: TaskLike) {
  const metadata = webhookMetadata(t.metadata);
  return { task_id: taskId, title: t.title, status: t.status, ...(metadata ? { metadata } : {}) };
}

/** The events one update of tasks/{taskId} makes: a status change (and a delivery), a question asked. */
export function webhookEventsForTaskChange(taskId: string, before: TaskLike, after: TaskLike): PlannedWebhookEvent[] {
  const accountId = after.accountId ?? after.userId;
  const out: PlannedWebhookEvent[] = [];
  if (before.status !== after.status) {
    // history.length numbers the transitions, so a task delivered twice (after a revision) makes two events.
    const step = `${taskId}_s${after.history?.length ?? 0}_${after.status}`;
    const data = { ...taskData(taskId, after), previous_status: before.status };
    out.push({ id: `evt_${step}_sc`, type: 'task.status_changed', accountId, data });
    if (after.status === 'delivered') out.push({ id: `evt_${step}_dl`, type: 'task.delivered', accountId, data });
  }
  if (after.waiting && after.waiting.messageId !== before.waiting?.messageId) {
    out.push({
      id: `evt_${taskId}_w${after.waiting.messageId}`,
      type: 'task.waiting_on_customer',
      accountId,
      data: { ...taskData(taskId, after), question: after.waiting.question },
    });
  }
  return out;
}

/** A new message in a task's or a quote's thread (hidden ones make none). */
export function webhookEventForMessage(
  messageId: string,
  thread: { kind: string; entityId: string; accountId: string },
  message: { authorRole: string; type: string; text: string; hidden: boolean },
): PlannedWebhookEvent | null {
  if (message.hidden) return null;
  return {
    id: `evt_${messageId}_msg`,
    type: 'message.created',
    accountId: thread.accountId,
    data: {
      message_id: messageId,
      [thread.kind === 'task' ? 'task_id' : 'quote_id']: thread.entityId,
      author_role: message.authorRole,
      message_type: message.type,
      text: message.text,
    },
  };
}

/** balance.low when the balance drops from at least `threshold` to below it (the credit_low threshold). */
export function webhookEventForBalance(
  accountId: string,
  before: { balance: number },
  after: { balance: number },
  threshold: number,
  eventKey: string,
): PlannedWebhookEvent | null {
  if (!(before.balance >= threshold && after.balance < threshold)) return null;
  return {
    id: `evt_${accountId}_low_${eventKey}`,
    type: 'balance.low',
    accountId,
    data: { balance: after.balance, threshold },
  };
}

/** The JSON body sent for an event (the receiver's view; `created` in ISO 8601). */
export function webhookBody(event: PlannedWebhookEvent, createdMs: number): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: new Date(createdMs).toISOString(),
    account_id: event.accountId,
    data: event.data,
  });
}
