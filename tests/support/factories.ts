// Typed factories: valid documents by default, overridable per test.
import {
  DEFAULT_SETTINGS,
  type Profile,
  type Task,
  type Wallet,
  type Notification,
  type AuditLog,
  type ContactMessage,
  type RefundRequest,
  type Receipt,
  DEFAULT_SUPPLIER,
  formatReceiptNumber,
  type BriefCheckDoc,
  offlineBriefCheck,
} from '@tasklane/domain';

const now = () => new Date();

export function profileDoc(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'Jeanne Roy',
    email: 'jeanne@example.test',
    company: 'Roy inc.',
    phone: '',
    locale: 'fr',
    role: 'customer',
    emailNotifications: true,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function walletDoc(userId: string, overrides: Partial<Wallet> = {}): Wallet {
  return { userId, balance: 5, updatedAt: now(), ...overrides };
}

export function taskDoc(userId: string, overrides: Partial<Task> = {}): Task {
  const submitted = Date.now();
  return {
    userId,
    // Every task is written with its paying account (a personal one here).
    accountId: userId,
    title: 'Polish my About page',
    category: 'admin_docs',
    tier: 'standard',
    brief: 'Please polish the text below and keep our friendly tone.',
    sourceText: 'We are a small café by the canal.',
    deliverableType: 'text',
    language: 'en',
    priceCredits: 1,
    paymentMethod: 'credits',
    status: 'submitted',
    queueStatus: 'queued',
    queuePosition: 1,
    queueKey: submitted + DEFAULT_SETTINGS.tiers.standard.hours * 3_600_000,
    submittedAt: new Date(submitted),
    activatedAt: null,
    dueAt: null,
    deliveredAt: null,
    reviewerId: null,
    result: null,
    revisionNote: null,
    revisionCount: 0,
    lateRefunded: false,
    slaWarned: false,
    draftFailed: false,
    history: [{ at: new Date(submitted), by: userId, from: null, to: 'submitted' }],
    updatedAt: now(),
    ...overrides,
  };
}

export function notificationDoc(userId: string, overrides: Partial<Notification> = {}): Notification {
  return {
    userId,
    templateKey: 'task_status_update',
    payload: { task_title: 'Polish', new_status: 'in_review', task_id: 't1' },
    channel: 'in_app',
    createdAt: now(),
    read: false,
    readAt: null,
    ...overrides,
  };
}

export function auditLogDoc(subjectUserId: string, overrides: Partial<AuditLog> = {}): AuditLog {
  return {
    actorUserId: subjectUserId,
    subjectUserId,
    action: 'credits_consumed',
    entityType: 'task',
    entityId: 't1',
    metadata: { credits_consumed: 1, description: 'Task', remaining_balance: 4 },
    createdAt: now(),
    ...overrides,
  };
}

export function contactMessageDoc(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: 'Luc Bérubé',
    email: 'luc@example.test',
    company: '',
    phone: '',
    subject: 'Question',
    message: 'Do you translate menus?',
    locale: 'fr',
    userId: null,
    createdAt: now(),
    status: 'new',
    ...overrides,
  };
}

export function refundRequestDoc(
  taskId: string,
  userId: string,
  overrides: Partial<RefundRequest> = {},
): RefundRequest {
  return {
    taskId,
    userId,
    accountId: userId,
    taskTitle: 'Polish my About page',
    credits: 1,
    paymentMethod: 'credits',
    reason: 'The tone is not what I asked for.',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: now(),
    decidedAt: null,
    ...overrides,
  };
}

export function briefCheckDoc(userId: string, overrides: Partial<BriefCheckDoc> = {}): BriefCheckDoc {
  const input = {
    title: 'Captions',
    category: 'marketing_content' as const,
    brief: 'Write captions.',
    sourceText: '',
    deliverableType: 'text' as const,
    language: 'en' as const,
    locale: 'en' as const,
  };
  const { sourceText: _source, ...checked } = input;
  return {
    userId,
    provider: 'offline',
    model: 'offline-drafter-v1',
    input: { ...checked, sourceWords: 0 },
    result: offlineBriefCheck(input),
    ms: 0,
    taskId: null,
    createdAt: now(),
    ...overrides,
  };
}

export function receiptDoc(uid: string, sequence: number, overrides: Partial<Receipt> = {}): Receipt {
  const number = formatReceiptNumber(2026, sequence);
  return {
    number,
    year: 2026,
    sequence,
    uid,
    kind: 'receipt',
    customer: { name: 'Jeanne Roy', email: 'jeanne@example.test', locale: 'fr' },
    lines: [{ description: { en: '5 credits', fr: '5 crédits' }, amountCents: 13_500 }],
    province: 'ON',
    taxes: [{ code: 'HST', rateBps: 1300, amountCents: 1755 }],
    subtotalCents: 13_500,
    taxCents: 1755,
    totalCents: 15_255,
    paymentMethod: 'card',
    paymentId: `pi_test_${sequence}`,
    supplier: DEFAULT_SUPPLIER,
    issuedAt: now(),
    emailedAt: null,
    emailClaimedAt: null,
    emailError: null,
    ...overrides,
  };
}
