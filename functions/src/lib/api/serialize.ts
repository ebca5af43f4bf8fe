import { toMillis, type ApiTask, type LedgerEntry, type Task, type ThreadMessage } from '@tasklane/domain';

type When = Parameters<typeof toMillis>[0];

/** A stored time as the API writes it: ISO 8601 in UTC, or null. */
export function iso(v: When): string | null {
  const ms = toMillis(v);
  return ms === null ? null : new Date(ms).toISOString();
}
const isoNow = (v: When) => iso(v) ?? new Date(0).toISOString();

/** A task as the API shows it (apiTaskSchema): the customer's fields, its state and dates, its metadata. */
export function apiTask(id: string, t: Task): ApiTask {
  return {
    object: 'task',
    id,
    title: t.title,
    category: t.category,
    tier: t.tier,
    brief: t.brief,
    deliverableType: t.deliverableType,
    language: t.language,
    ...(t.bilingual !== undefined ? { bilingual: t.bilingual } : {}),
    ...(t.sourceLanguage ? { sourceLanguage: t.sourceLanguage } : {}),
    priceCredits: t.priceCredits,
    status: t.status,
    queueStatus: t.queueStatus,
    revisionCount: t.revisionCount,
    metadata: t.metadata ?? {},
    submittedAt: isoNow(t.submittedAt),
    updatedAt: isoNow(t.updatedAt),
    dueAt: iso(t.dueAt),
    deliveredAt: iso(t.deliveredAt),
    waitingOnCustomer: Boolean(t.waiting),
  };
}

export function apiLedgerEntry(id: string, e: LedgerEntry) {
  return {
    object: 'ledger_entry' as const,
    id,
    type: e.type,
    credits: e.credits,
    balanceAfter: e.balanceAfter,
    ...(e.taskId ? { taskId: e.taskId } : {}),
    description: e.description,
    ...(e.descriptionFr ? { descriptionFr: e.descriptionFr } : {}),
    createdAt: isoNow(e.createdAt),
  };
}

export function apiMessage(id: string, m: ThreadMessage) {
  return {
    object: 'message' as const,
    id,
    side: m.authorRole,
    type: m.type,
    text: m.hidden ? '' : m.text,
    createdAt: isoNow(m.createdAt),
  };
}
