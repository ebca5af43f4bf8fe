// Every collection the app stores, by the name it is stored under: the one list both sides build
// their typed collection maps from (functions/src/lib/collections.ts, web/src/lib/data/refs.ts).
// No other module names a collection; lint refuses a raw name elsewhere. This module imports
// nothing, so no zod: the signed-in screens import these names, and a schema module would bring
// zod (and every schema in it) into their first load.

export const COLLECTIONS = {
  profiles: 'profiles',
  wallets: 'wallets',
  /** wallets/{accountId}/ledger */
  ledger: 'ledger',
  tasks: 'tasks',
  /** tasks/{taskId}/staff/{draft|review} */
  staff: 'staff',
  auditLogs: 'auditLogs',
  notifications: 'notifications',
  contactMessages: 'contactMessages',
  refundRequests: 'refundRequests',
  pendingUploads: 'pendingUploads',
  briefChecks: 'briefChecks',
  payments: 'payments',
  checkoutDrafts: 'checkoutDrafts',
  cardRefunds: 'cardRefunds',
  refunds: 'refunds',
  stripeCustomers: 'stripeCustomers',
  stripeEvents: 'stripeEvents',
  subscriptions: 'subscriptions',
  invoices: 'invoices',
  receipts: 'receipts',
  counters: 'counters',
  quotes: 'quotes',
  teams: 'teams',
  /** teams/{teamId}/members */
  members: 'members',
  /** teams/{teamId}/invitations */
  invitations: 'invitations',
  brandKits: 'brandKits',
  /** A team member's order waiting for an owner (approvals). */
  approvalRequests: 'approvalRequests',
  kitAccess: 'kitAccess',
  /** translationMemories/{accountId}: the count and monthly use of the account's memory */
  translationMemories: 'translationMemories',
  /** translationMemories/{accountId}/pairs/{pairId}: one English ↔ French sentence pair */
  memoryPairs: 'pairs',
  /** translationMemories/{accountId}/shards/{0..63}: the pairs' texts packed for the matcher (server-only) */
  memoryShards: 'shards',
  /** translationMemories/{accountId}/imports/{importId}: an import in progress or done (server-only) */
  memoryImports: 'imports',
  ratings: 'ratings',
  reviewStats: 'reviewStats',
  reviewerProfiles: 'reviewerProfiles',
  threads: 'threads',
  /** threads/{threadId}/messages */
  messages: 'messages',
  queue: 'queue',
  queueState: 'queueState',
  statsPlatform: 'statsPlatform',
  customerStats: 'customerStats',
  /** customerStats/{accountId}/months */
  months: 'months',
  settings: 'settings',
  publicContent: 'publicContent',
  rateLimits: 'rateLimits',
  /** consents/{uid}_{document}_{version}: acceptances of the terms and the privacy policy. */
  consents: 'consents',
  /** The confidentiality-incident register (admins only; kept at least 5 years, never changed). */
  privacyIncidents: 'privacyIncidents',
  /** privacyIncidents/{id}/addenda: dated changes to an entry, each created once. */
  addenda: 'addenda',
  /** dataExports/{exportId}: a "Download my data" archive being built, ready (24 hours) or gone. */
  dataExports: 'dataExports',
  schedules: 'schedules',
  /** schedules/{scheduleId}/occurrences/{localDate} */
  occurrences: 'occurrences',
  /** apiKeys/{sha256 of the secret}: an account's API keys (hashed; the secret is shown once). */
  apiKeys: 'apiKeys',
  /** apiIdempotency/{hash}: server-only; which task an Idempotency-Key made, kept at least 24 hours. */
  apiIdempotency: 'apiIdempotency',
  /** system/{name}: server-only bookkeeping (the queue's lease). */
  system: 'system',
  /** webhookEndpoints/{id}: an account's webhook endpoints (the account's side reads; owners manage). */
  webhookEndpoints: 'webhookEndpoints',
  /** webhookSecrets/{endpointId}: each endpoint's signing secret (server-only). */
  webhookSecrets: 'webhookSecrets',
  /** webhookDeliveries/{eventId}_{endpointId}: each event sent to an endpoint, with its attempts (30 days). */
  webhookDeliveries: 'webhookDeliveries',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** One entry per waiting task, holding only its order key (see queue.ts). */
export const QUEUE_COLLECTION = COLLECTIONS.queue;
/** One small document the web listens to; it changes when positions may have changed. */
export const QUEUE_STATE_PATH = `${COLLECTIONS.queueState}/current`;
/** Platform statistics (see stats.ts). */
export const STATS_PLATFORM = COLLECTIONS.statsPlatform;
/** A customer's statistics (see stats.ts). */
export const STATS_CUSTOMER = COLLECTIONS.customerStats;
/** Ratings, one per delivered task (see ratings.ts). */
export const RATINGS = COLLECTIONS.ratings;
/** Per-reviewer and per-category rating aggregates. */
export const REVIEW_STATS = COLLECTIONS.reviewStats;
/** The testimonials an admin published, in one document the public pages read. */
export const PUBLISHED_TESTIMONIALS_PATH = `${COLLECTIONS.publicContent}/testimonials`;
export const REVIEWER_PROFILES = COLLECTIONS.reviewerProfiles;
export const BRAND_KITS_COLLECTION = COLLECTIONS.brandKits;
export const KIT_ACCESS_COLLECTION = COLLECTIONS.kitAccess;
export const TEAMS_COLLECTION = COLLECTIONS.teams;
export const THREADS_COLLECTION = COLLECTIONS.threads;
export const THREAD_MESSAGES = COLLECTIONS.messages;
export const TRANSLATION_MEMORIES = COLLECTIONS.translationMemories;
