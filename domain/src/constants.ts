/** Values that are not admin-editable: identifiers, enumerations and hard product limits. */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const TIERS = ['standard', 'express', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

export const TASK_CLASSES = ['basic', 'premium'] as const;
export type TaskClass = (typeof TASK_CLASSES)[number];

export const CATEGORIES = [
  'admin_docs',
  'marketing_content',
  'design_media',
  'research_data',
  'forms_business_docs',
  'business_launch',
  'legal_compliance',
  'hr_operations',
  'tech_digital',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TASK_STATUSES = ['submitted', 'ai_drafted', 'in_review', 'delivered', 'reopened', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const QUEUE_STATES = ['queued', 'active'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const DELIVERABLE_TYPES = ['text', 'sheet', 'visual'] as const;
export type DeliverableType = (typeof DELIVERABLE_TYPES)[number];

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const NOTIFICATION_TEMPLATES = [
  'task_status_update',
  'task_delivered',
  'task_review_request',
  'sla_warning',
  'credit_low',
  'payment_success',
  'payment_failed',
  'quote_update',
  'quote_request',
  /** To a reviewer: a task was assigned to them. */
  'review_assigned',
  /** To admins: a ready draft found no eligible reviewer and waits in the pool. */
  'review_pool',
  'thread_message',
  'task_waiting',
  /** To the task's reviewer and admins: a task in review has less than a fifth of its hours left. */
  'review_at_risk',
  /** To a team's owners: a member's order waits for their approval. */
  'approval_request',
  /** To the member: their request was approved, declined or expired. */
  'approval_update',
  /** To a schedule's creator and a team's owners: tomorrow's occurrences, batched per account. */
  'schedule_notice',
  /** To a schedule's creator and a team's owners: an occurrence skipped, late, missed, or the schedule paused. */
  'schedule_update',
  /** To a team's owners: an API key stopped working because its creator left or is no longer an owner. */
  'api_key_revoked',
  /** To the account's person or a team's owners: a webhook endpoint failing for 24 hours was disabled. */
  'webhook_disabled',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/** The bell's "tasks" filter groups these templates; the rest are "system". */
export const TASK_NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  'task_status_update',
  'task_delivered',
  'task_review_request',
  'sla_warning',
  'review_assigned',
  'review_pool',
  'thread_message',
  'task_waiting',
  'review_at_risk',
];

export const LIMITS = {
  maxWords: 800,
  maxSheetRows: 500,
  passwordMinLength: 8,
  nameMinLength: 2,
  notificationListLimit: 50,
  unreadBadgeCap: 99,
  revisionWindowHours: 72,
  refundWindowDays: 7,
  slaWarningFraction: 0.8,
  notificationRetentionDays: 90,
  titleMaxLength: 120,
  briefMaxLength: 4000,
  sourceTextMaxChars: 8000,
} as const;

export const TIMINGS = {
  callbackRedirectMs: 2000,
  autofocusDelayMs: 100,
  taskStartedToastMs: 8000,
  queuePositionToastMs: 5000,
  defaultToastMs: 4000,
} as const;

export const STORAGE_KEYS = {
  locale: 'tasklane_locale',
  rememberedEmail: 'tasklane_remembered_email',
  authDraftPrefix: 'tasklane_auth_draft_',
  taskDraft: 'tasklane_task_draft',
  onboarded: 'tasklane_onboarded',
  /** '1' while this browser may hold a signed-in session: public pages skip Firebase Auth without it. */
  sessionHint: 'tasklane_may_be_signed_in',
  /** The space (personal or a team) this device last worked in, per signed-in user: `{prefix}{uid}`. */
  spacePrefix: 'tasklane_space_',
  /** Where a new account goes once its e-mail is confirmed (a team's join link), kept across the mail round trip. */
  afterVerify: 'tasklane_after_verify',
} as const;

export const REGION = 'northamerica-northeast1';
export const TIME_ZONE = 'America/Toronto';

/**
 * Default days a reviewer's question waits before its stated outcome applies (settings
 * `threads.waitingDays`). Here rather than beside the thread schemas, so the settings defaults
 * can use it without importing the schemas (a cycle through the file schemas broke scripts).
 */
export const DEFAULT_WAITING_DAYS = 3;
