import {
  COLLECTIONS as C,
  PUBLISHED_TESTIMONIALS_PATH,
  QUEUE_STATE_PATH,
  cardRefundSchema,
  checkoutDraftSchema,
  contactMessageSchema,
  customerStatsDocSchema,
  invoiceSchema,
  paymentSchema,
  platformStatsDocSchema,
  queueEntrySchema,
  queueStateSchema,
  quoteSchema,
  receiptSchema,
  refundSchema,
  subscriptionSchema,
  scheduleSchema,
  occurrenceSchema,
  taskSchema,
  apiKeySchema,
  apiIdempotencySchema,
  type ApprovalRequest,
  type AuditLog,
  type Consent,
  type DataExport,
  type IncidentAddendum,
  type PrivacyIncident,
  type ContactMessage,
  type LedgerEntry,
  type MemoryPairDoc,
  type MemorySummary,
  type Notification,
  type PendingUpload,
  type Profile,
  type RefundRequest,
  type StaffDraft,
  type StaffReview,
  type Task,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type Thread,
  type Wallet,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@tasklane/domain';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { db as defaultDb } from './admin.js';

// The server's one collection map: every collection the functions read and write, by the names in
// domain/src/collection-names.ts, with the converter each is read through. No other module names
// a collection (lint refuses a raw name elsewhere).

/**
 * A converter typed by a domain schema's type. Writes are checked at compile time: `set`,
 * `create` and `update` on these references accept only the document's fields (or
 * FieldValues), so a schema change in domain/ that breaks a writer fails `tsc`. Reads are not
 * re-parsed at run time: every server write goes through these typed references, and clients
 * may only touch the few fields the rules allow.
 */
export function typed<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model: WithFieldValue<T>): DocumentData => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => snapshot.data() as T,
  };
}

/** Reads parse with the domain schema, so a malformed document fails loudly; writes pass through (FieldValues included). */
export function parsed<T>(schema: { parse(v: unknown): T }): FirestoreDataConverter<T> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}

/**
 * Parses what it reads with the domain schema, so admin actions work on typed, checked documents.
 * A document that does not parse is refused rather than half-understood: an admin action on it
 * could move money on a wrong reading.
 */
function parsedOrRefused<S extends z.ZodType<DocumentData>>(
  schema: S,
  what: string,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore(snap: QueryDocumentSnapshot): z.output<S> {
      const out = schema.safeParse(snap.data());
      if (!out.success)
        throw new HttpsError('failed-precondition', `This ${what} cannot be read`, { reason: 'unreadable_document' });
      return out.data;
    },
  };
}

const converters = {
  profile: typed<Profile>(),
  wallet: typed<Wallet>(),
  ledger: typed<LedgerEntry>(),
  task: typed<Task>(),
  staffDraft: typed<StaffDraft>(),
  staffReview: typed<StaffReview>(),
  audit: typed<AuditLog>(),
  notification: typed<Notification>(),
  contactMessage: typed<ContactMessage>(),
  refundRequest: typed<RefundRequest>(),
  pendingUpload: typed<PendingUpload>(),
  team: typed<Team>(),
  teamMember: typed<TeamMember>(),
  teamInvitation: typed<TeamInvitation>(),
  approvalRequest: typed<ApprovalRequest>(),
  consent: typed<Consent>(),
  privacyIncident: typed<PrivacyIncident>(),
  incidentAddendum: typed<IncidentAddendum>(),
  webhookEndpoint: typed<WebhookEndpoint>(),
  webhookDelivery: typed<WebhookDelivery>(),
};

export const taskConverter = parsed(taskSchema);
export const receiptConverter = parsed(receiptSchema);
export const platformStatsConverter = parsed(platformStatsDocSchema);
export const customerStatsConverter = parsed(customerStatsDocSchema);
const checkedTask = parsedOrRefused(taskSchema, 'task');
const checkedContactMessage = parsedOrRefused(contactMessageSchema, 'message');
const quoteConverter = parsed(quoteSchema);
const paymentConverter = parsed(paymentSchema);
const checkoutDraftConverter = parsed(checkoutDraftSchema);
const cardRefundConverter = parsed(cardRefundSchema);
const refundConverter = parsed(refundSchema);
const subscriptionConverter = parsed(subscriptionSchema);
const invoiceConverter = parsed(invoiceSchema);
const scheduleConverter = parsed(scheduleSchema);
const occurrenceConverter = parsed(occurrenceSchema);
const apiKeyConverter = parsed(apiKeySchema);
const apiIdempotencyConverter = parsed(apiIdempotencySchema);
export const queueEntryConverter = parsed(queueEntrySchema);
export const queueStateConverter = parsed(queueStateSchema);

// Narrow views of a task for the scheduler's scans: each parses only the fields it decides on,
// so one odd document elsewhere in a task never stops the queue.
export const slotConverter = parsed<Pick<Task, 'status' | 'queueStatus'>>(
  taskSchema.pick({ status: true, queueStatus: true }),
);
export const headConverter = parsed<Pick<Task, 'tier' | 'userId' | 'accountId'>>(
  taskSchema.pick({ tier: true, userId: true, accountId: true }),
);
export const slaConverter = parsed<
  Pick<Task, 'status' | 'activatedAt' | 'dueAt' | 'deliveredAt' | 'slaWarned' | 'lateRefunded' | 'waiting'>
>(
  taskSchema.pick({
    status: true,
    activatedAt: true,
    dueAt: true,
    deliveredAt: true,
    slaWarned: true,
    lateRefunded: true,
    waiting: true,
  }),
);
export const nudgeConverter = parsed<Pick<Task, 'status' | 'queueStatus' | 'activatedAt' | 'draftRequestedAt'>>(
  taskSchema.pick({ status: true, queueStatus: true, activatedAt: true, draftRequestedAt: true }),
);
export const riskConverter = parsed<Pick<Task, 'status' | 'tier' | 'dueAt' | 'reviewerId' | 'waiting' | 'atRiskFor'>>(
  taskSchema.pick({ status: true, tier: true, dueAt: true, reviewerId: true, waiting: true, atRiskFor: true }),
);

/** The collections the functions read and write. Pass `db` only from tests and scripts. */
export const refs = (db: Firestore = defaultDb) => ({
  profiles: () => db.collection(C.profiles).withConverter(converters.profile),
  profile: (uid: string) => db.collection(C.profiles).doc(uid).withConverter(converters.profile),
  wallets: () => db.collection(C.wallets).withConverter(converters.wallet),
  wallet: (accountId: string) => db.collection(C.wallets).doc(accountId).withConverter(converters.wallet),
  ledger: (accountId: string) =>
    db.collection(C.wallets).doc(accountId).collection(C.ledger).withConverter(converters.ledger),
  /** Every account's ledger at once (maintenance). */
  allLedgers: () => db.collectionGroup(C.ledger),
  tasks: () => db.collection(C.tasks).withConverter(converters.task),
  task: (taskId: string) => db.collection(C.tasks).doc(taskId).withConverter(converters.task),
  /** The untyped reference, for writes of single fields (update()). */
  taskRaw: (taskId: string) => db.collection(C.tasks).doc(taskId),
  /** A task parsed on read; one that does not parse is refused (admin actions). */
  checkedTask: (taskId: string) => db.collection(C.tasks).doc(taskId).withConverter(checkedTask),
  staffDraft: (taskId: string) =>
    db.collection(C.tasks).doc(taskId).collection(C.staff).doc('draft').withConverter(converters.staffDraft),
  /** tasks/{taskId}/staff/{draft|review} untyped, for writes of single fields. */
  staffDoc: (taskId: string, which: 'draft' | 'review') =>
    db.collection(C.tasks).doc(taskId).collection(C.staff).doc(which),
  staffReview: (taskId: string) =>
    db.collection(C.tasks).doc(taskId).collection(C.staff).doc('review').withConverter(converters.staffReview),
  auditLogs: () => db.collection(C.auditLogs).withConverter(converters.audit),
  notifications: () => db.collection(C.notifications).withConverter(converters.notification),
  contactMessages: () => db.collection(C.contactMessages).withConverter(converters.contactMessage),
  /** A contact message parsed on read; one that does not parse is refused (admin actions). */
  checkedContactMessage: (id: string) => db.collection(C.contactMessages).doc(id).withConverter(checkedContactMessage),
  refundRequests: () => db.collection(C.refundRequests).withConverter(converters.refundRequest),
  refundRequest: (taskId: string) =>
    db.collection(C.refundRequests).doc(taskId).withConverter(converters.refundRequest),
  pendingUploads: () => db.collection(C.pendingUploads).withConverter(converters.pendingUpload),
  briefChecks: () => db.collection(C.briefChecks),
  payments: () => db.collection(C.payments).withConverter(paymentConverter),
  checkoutDrafts: () => db.collection(C.checkoutDrafts).withConverter(checkoutDraftConverter),
  cardRefunds: () => db.collection(C.cardRefunds).withConverter(cardRefundConverter),
  refunds: () => db.collection(C.refunds).withConverter(refundConverter),
  /** stripeCustomers/{uid}: the user's Stripe customer id; server-only. */
  stripeCustomers: () => db.collection(C.stripeCustomers),
  /** stripeEvents/{evt_…}: every webhook event handled, with its outcome; server-only. */
  stripeEvents: () => db.collection(C.stripeEvents),
  /** subscriptions/{accountId}: the account's one plan, as last read from Stripe. */
  subscriptions: () => db.collection(C.subscriptions).withConverter(subscriptionConverter),
  /** invoices/{in_…}: paid subscription invoices and the credits each granted. */
  invoices: () => db.collection(C.invoices).withConverter(invoiceConverter),
  receipts: () => db.collection(C.receipts).withConverter(receiptConverter),
  counters: () => db.collection(C.counters),
  quotes: () => db.collection(C.quotes).withConverter(quoteConverter),
  /** The untyped reference, for a thread's writes of single fields. */
  quoteRaw: (quoteId: string) => db.collection(C.quotes).doc(quoteId),
  teams: () => db.collection(C.teams).withConverter(converters.team),
  team: (teamId: string) => db.collection(C.teams).doc(teamId).withConverter(converters.team),
  teamMembers: (teamId: string) =>
    db.collection(C.teams).doc(teamId).collection(C.members).withConverter(converters.teamMember),
  teamMember: (teamId: string, uid: string) =>
    db.collection(C.teams).doc(teamId).collection(C.members).doc(uid).withConverter(converters.teamMember),
  /** Every team's members at once: the memberships of one person. */
  memberships: () => db.collectionGroup(C.members),
  teamInvitations: (teamId: string) =>
    db.collection(C.teams).doc(teamId).collection(C.invitations).withConverter(converters.teamInvitation),
  teamInvitation: (teamId: string, id: string) =>
    db.collection(C.teams).doc(teamId).collection(C.invitations).doc(id).withConverter(converters.teamInvitation),
  /** approvalRequests/{id}: a team member's order waiting for an owner. */
  approvalRequests: () => db.collection(C.approvalRequests).withConverter(converters.approvalRequest),
  approvalRequest: (id: string) => db.collection(C.approvalRequests).doc(id).withConverter(converters.approvalRequest),
  /** consents/{uid}_{document}_{version}: one acceptance of the terms or the privacy policy. */
  consents: () => db.collection(C.consents).withConverter(converters.consent),
  /** privacyIncidents/{INC-YYYY-NNNN}: the incident register; created once, never changed (addenda apart). */
  privacyIncidents: () => db.collection(C.privacyIncidents).withConverter(converters.privacyIncident),
  incidentAddenda: (incidentId: string) =>
    db.collection(C.privacyIncidents).doc(incidentId).collection(C.addenda).withConverter(converters.incidentAddendum),
  brandKit: (accountId: string) => db.collection(C.brandKits).doc(accountId),
  kitAccess: (accountId: string) => db.collection(C.kitAccess).doc(accountId),
  /** translationMemories/{accountId}: the memory's count and monthly use; its pairs, shards and imports below. */
  translationMemory: (accountId: string) =>
    db.collection(C.translationMemories).doc(accountId).withConverter(typed<MemorySummary>()),
  memoryPairs: (accountId: string) =>
    db.collection(C.translationMemories).doc(accountId).collection(C.memoryPairs).withConverter(typed<MemoryPairDoc>()),
  memoryShards: (accountId: string) => db.collection(C.translationMemories).doc(accountId).collection(C.memoryShards),
  memoryImports: (accountId: string) => db.collection(C.translationMemories).doc(accountId).collection(C.memoryImports),
  ratings: () => db.collection(C.ratings),
  reviewStats: () => db.collection(C.reviewStats),
  publishedTestimonials: () => db.doc(PUBLISHED_TESTIMONIALS_PATH),
  reviewerProfiles: () => db.collection(C.reviewerProfiles),
  reviewerProfile: (uid: string) => db.collection(C.reviewerProfiles).doc(uid),
  threads: () => db.collection(C.threads),
  thread: (id: string) => db.collection(C.threads).doc(id) as DocumentReference<Thread>,
  threadMessages: (id: string) => db.collection(C.threads).doc(id).collection(C.messages),
  /** Every thread's messages at once (personal data). */
  allThreadMessages: () => db.collectionGroup(C.messages),
  queue: () => db.collection(C.queue).withConverter(queueEntryConverter),
  queueState: () => db.doc(QUEUE_STATE_PATH).withConverter(queueStateConverter),
  /** system/queue: the queue tick's lease. */
  queueLease: () => db.collection(C.system).doc('queue'),
  statsPlatform: () => db.collection(C.statsPlatform),
  customerStats: () => db.collection(C.customerStats),
  customerMonths: (accountId: string) => db.collection(C.customerStats).doc(accountId).collection(C.months),
  /** Every account's monthly statistics at once (maintenance). */
  allCustomerMonths: () => db.collectionGroup(C.months),
  schedules: () => db.collection(C.schedules).withConverter(scheduleConverter),
  schedule: (id: string) => db.collection(C.schedules).doc(id).withConverter(scheduleConverter),
  /** schedules/{id}/occurrences/{localDate}: what became of each occurrence. */
  occurrences: (id: string) =>
    db.collection(C.schedules).doc(id).collection(C.occurrences).withConverter(occurrenceConverter),
  occurrence: (id: string, localDate: string) =>
    db.collection(C.schedules).doc(id).collection(C.occurrences).doc(localDate).withConverter(occurrenceConverter),
  /** apiKeys/{sha256 of the secret}: an account's API keys. */
  apiKeys: () => db.collection(C.apiKeys).withConverter(apiKeyConverter),
  apiKey: (id: string) => db.collection(C.apiKeys).doc(id).withConverter(apiKeyConverter),
  /** apiIdempotency/{hash of account and key}: server-only. */
  apiIdempotency: (id: string) => db.collection(C.apiIdempotency).doc(id).withConverter(apiIdempotencyConverter),
  /** system/apiLinks: the server-only HMAC key of the API's file links. */
  apiLinkKey: () => db.collection(C.system).doc('apiLinks'),
  /** settings/app: public (prices, tiers, packs, plans). */
  settings: () => db.collection(C.settings).doc('app'),
  /** settings/staff: admins only (drafting provider, model, endpoint, prompts). */
  staffSettings: () => db.collection(C.settings).doc('staff'),
  rateLimits: () => db.collection(C.rateLimits),
  webhookEndpoints: () => db.collection(C.webhookEndpoints).withConverter(converters.webhookEndpoint),
  webhookEndpoint: (id: string) => db.collection(C.webhookEndpoints).doc(id).withConverter(converters.webhookEndpoint),
  /** webhookSecrets/{endpointId}: `{ accountId, secret }`, server-only. */
  webhookSecret: (endpointId: string) =>
    db.collection(C.webhookSecrets).doc(endpointId).withConverter(typed<{ accountId: string; secret: string }>()),
  webhookDeliveries: () => db.collection(C.webhookDeliveries).withConverter(converters.webhookDelivery),
  webhookDelivery: (id: string) => db.collection(C.webhookDeliveries).doc(id).withConverter(converters.webhookDelivery),
  /** dataExports/{id}: a "Download my data" archive's request, progress and file (server-written). */
  dataExports: () => db.collection(C.dataExports).withConverter(typed<DataExport>()),
  dataExport: (id: string) => db.collection(C.dataExports).doc(id).withConverter(typed<DataExport>()),
  /** A collection named at run time (maintenance that walks a list of collections). */
  named: (name: (typeof C)[keyof typeof C]) => db.collection(name),
});

/** The default app's references. */
export const col = refs();

/**
 * A trigger's before/after data, typed by the collection's converter; undefined when the
 * document did not exist on that side of the change.
 */
export function snapshotOf<K extends keyof typeof converters>(kind: K, snap: DocumentSnapshot | undefined) {
  if (!snap?.exists) return undefined;
  // `exists` is checked above, which is all that tells a query snapshot from a document snapshot.
  return converters[kind].fromFirestore(snap as QueryDocumentSnapshot) as ReturnType<
    (typeof converters)[K]['fromFirestore']
  >;
}
