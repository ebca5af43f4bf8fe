import type {
  ApprovalRequest,
  Consent,
  DataExport,
  IncidentAddendum,
  PrivacyIncident,
  Team,
  TeamInvitation,
  TeamMember,
  AuditLog,
  ContactMessage,
  CustomerStatsDoc,
  Invoice,
  LedgerEntry,
  Notification,
  PlatformStatsDoc,
  Profile,
  PublicSettings,
  Quote,
  Schedule,
  Occurrence,
  ApiKey,
  RefundRequest,
  StaffDraft,
  StaffReview,
  StaffSettings,
  Subscription,
  Task,
  Wallet,
  WebhookDelivery,
  WebhookEndpoint,
  WithId,
} from '@tasklane/domain';
import type { Rating, ReviewStatsDoc, ReviewerProfile } from '@tasklane/domain';
import type { Thread, ThreadMessage } from '@tasklane/domain';
import { COLLECTIONS as C, QUEUE_STATE_PATH, type BrandKit } from '@tasklane/domain';
import type { MemoryPairDoc, MemorySummary } from '@tasklane/domain';
import {
  collection,
  collectionGroup,
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';

/**
 * Read-only converters: documents arrive typed by the domain schemas, with their id, and any
 * attempt to write a whole document through them (setDoc, addDoc) throws, because the client
 * writes nothing but the few fields rules allow, through updateDoc (typed by the second
 * parameter). Reads are typed, not re-validated: only the server writes these documents.
 */
function readOnly<T extends DocumentData>(collectionName: string): FirestoreDataConverter<WithId<T>, T> {
  return {
    toFirestore(): T {
      throw new Error(`${collectionName} is read-only in the web app: its writes go through callables`);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<T, T>, options?: SnapshotOptions): WithId<T> {
      return { ...snapshot.data(options), id: snapshot.id };
    },
  };
}

const converters = {
  profile: readOnly<Profile>(C.profiles),
  wallet: readOnly<Wallet>(C.wallets),
  ledger: readOnly<LedgerEntry>(C.ledger),
  task: readOnly<Task>(C.tasks),
  staffDraft: readOnly<StaffDraft>('staff drafts'),
  staffReview: readOnly<StaffReview>('staff reviews'),
  notification: readOnly<Notification>(C.notifications),
  refundRequest: readOnly<RefundRequest>(C.refundRequests),
  subscription: readOnly<Subscription>(C.subscriptions),
  invoice: readOnly<Invoice>(C.invoices),
  quote: readOnly<Quote>(C.quotes),
  // Settings are parsed with their schema where read (they fall back to defaults), so the raw
  // document is read as plain data.
  settings: readOnly<Partial<PublicSettings>>(C.settings),
  staffSettings: readOnly<Partial<StaffSettings>>(C.settings),
  contactMessage: readOnly<ContactMessage>(C.contactMessages),
  auditLog: readOnly<AuditLog>(C.auditLogs),
  platformStats: readOnly<PlatformStatsDoc>(C.statsPlatform),
  customerStats: readOnly<CustomerStatsDoc>(C.customerStats),
  team: readOnly<Team>(C.teams),
  teamMember: readOnly<TeamMember>('team members'),
  teamInvitation: readOnly<TeamInvitation>('team invitations'),
  reviewerProfile: readOnly<ReviewerProfile>(C.reviewerProfiles),
  rating: readOnly<Rating>(C.ratings),
  reviewStats: readOnly<ReviewStatsDoc>(C.reviewStats),
  thread: readOnly<Thread>(C.threads),
  threadMessage: readOnly<ThreadMessage>('thread messages'),
  brandKit: readOnly<BrandKit>(C.brandKits),
  approvalRequest: readOnly<ApprovalRequest>(C.approvalRequests),
  memorySummary: readOnly<MemorySummary>(C.translationMemories),
  memoryPair: readOnly<MemoryPairDoc>('translation memory pairs'),
  consent: readOnly<Consent>(C.consents),
  dataExport: readOnly<DataExport>(C.dataExports),
  privacyIncident: readOnly<PrivacyIncident>(C.privacyIncidents),
  incidentAddendum: readOnly<IncidentAddendum>('incident addenda'),
  schedule: readOnly<Schedule>(C.schedules),
  occurrence: readOnly<Occurrence>(C.occurrences),
  apiKey: readOnly<ApiKey>(C.apiKeys),
  webhookEndpoint: readOnly<WebhookEndpoint>(C.webhookEndpoints),
  webhookDelivery: readOnly<WebhookDelivery>(C.webhookDeliveries),
};

/** Every document and collection the web app reads, typed. The only module that names paths. */
export const webRefs = {
  ratings: (db: Firestore) => collection(db, C.ratings).withConverter(converters.rating),
  rating: (db: Firestore, id: string) => doc(db, C.ratings, id).withConverter(converters.rating),
  reviewStats: (db: Firestore) => collection(db, C.reviewStats).withConverter(converters.reviewStats),
  reviewStatsDoc: (db: Firestore, id: string) => doc(db, C.reviewStats, id).withConverter(converters.reviewStats),
  reviewerProfiles: (db: Firestore) => collection(db, C.reviewerProfiles).withConverter(converters.reviewerProfile),
  reviewerProfile: (db: Firestore, uid: string) =>
    doc(db, C.reviewerProfiles, uid).withConverter(converters.reviewerProfile),
  profiles: (db: Firestore) => collection(db, C.profiles).withConverter(converters.profile),
  profile: (db: Firestore, uid: string) => doc(db, C.profiles, uid).withConverter(converters.profile),
  wallet: (db: Firestore, uid: string) => doc(db, C.wallets, uid).withConverter(converters.wallet),
  ledger: (db: Firestore, uid: string) => collection(db, C.wallets, uid, C.ledger).withConverter(converters.ledger),
  tasks: (db: Firestore) => collection(db, C.tasks).withConverter(converters.task),
  task: (db: Firestore, taskId: string) => doc(db, C.tasks, taskId).withConverter(converters.task),
  staffDraft: (db: Firestore, taskId: string) =>
    doc(db, C.tasks, taskId, C.staff, 'draft').withConverter(converters.staffDraft),
  staffReview: (db: Firestore, taskId: string) =>
    doc(db, C.tasks, taskId, C.staff, 'review').withConverter(converters.staffReview),
  notifications: (db: Firestore) => collection(db, C.notifications).withConverter(converters.notification),
  refundRequests: (db: Firestore) => collection(db, C.refundRequests).withConverter(converters.refundRequest),
  settings: (db: Firestore) => doc(db, C.settings, 'app').withConverter(converters.settings),
  /** Admins only (rules): drafting provider, model, endpoint and prompts. */
  staffSettings: (db: Firestore) => doc(db, C.settings, C.staff).withConverter(converters.staffSettings),
  /** Admins only (rules). */
  contactMessages: (db: Firestore) => collection(db, C.contactMessages).withConverter(converters.contactMessage),
  auditLogs: (db: Firestore) => collection(db, C.auditLogs).withConverter(converters.auditLog),
  subscription: (db: Firestore, uid: string) => doc(db, C.subscriptions, uid).withConverter(converters.subscription),
  invoices: (db: Firestore) => collection(db, C.invoices).withConverter(converters.invoice),
  quotes: (db: Firestore) => collection(db, C.quotes).withConverter(converters.quote),
  quote: (db: Firestore, quoteId: string) => doc(db, C.quotes, quoteId).withConverter(converters.quote),
  platformStats: (db: Firestore) => collection(db, C.statsPlatform).withConverter(converters.platformStats),
  customerStats: (db: Firestore, uid: string) => doc(db, C.customerStats, uid).withConverter(converters.customerStats),
  customerStatsMonths: (db: Firestore, uid: string) =>
    collection(db, C.customerStats, uid, C.months).withConverter(converters.customerStats),
  queue: (db: Firestore) => collection(db, C.queue),
  teams: (db: Firestore) => collection(db, C.teams).withConverter(converters.team),
  team: (db: Firestore, teamId: string) => doc(db, C.teams, teamId).withConverter(converters.team),
  teamMembers: (db: Firestore, teamId: string) =>
    collection(db, C.teams, teamId, C.members).withConverter(converters.teamMember),
  teamMember: (db: Firestore, teamId: string, uid: string) =>
    doc(db, C.teams, teamId, C.members, uid).withConverter(converters.teamMember),
  /** Every team membership across teams (a collection-group query; rules allow one's own). */
  memberships: (db: Firestore) => collectionGroup(db, C.members).withConverter(converters.teamMember),
  teamInvitations: (db: Firestore, teamId: string) =>
    collection(db, C.teams, teamId, C.invitations).withConverter(converters.teamInvitation),
  threads: (db: Firestore) => collection(db, C.threads).withConverter(converters.thread),
  thread: (db: Firestore, threadId: string) => doc(db, C.threads, threadId).withConverter(converters.thread),
  threadMessages: (db: Firestore, threadId: string) =>
    collection(db, C.threads, threadId, C.messages).withConverter(converters.threadMessage),
  /** approvalRequests: a team's owners read the team's; a member reads their own (rules). */
  approvalRequests: (db: Firestore) => collection(db, C.approvalRequests).withConverter(converters.approvalRequest),
  /** consents: a person's acceptances of the terms and the privacy policy (rules: their own, filtered on userId). */
  consents: (db: Firestore) => collection(db, C.consents).withConverter(converters.consent),
  /** dataExports: a person's "Download my data" requests (rules: their own, filtered on requestedBy). */
  dataExports: (db: Firestore) => collection(db, C.dataExports).withConverter(converters.dataExport),
  /** privacyIncidents: the incident register (admins only, rules); written only by admin callables. */
  privacyIncidents: (db: Firestore) => collection(db, C.privacyIncidents).withConverter(converters.privacyIncident),
  incidentAddenda: (db: Firestore, incidentId: string) =>
    collection(db, C.privacyIncidents, incidentId, C.addenda).withConverter(converters.incidentAddendum),
  /** brandKits/{accountId}: its owner and admins read it (rules); written only by saveBrandKit. */
  brandKit: (db: Firestore, accountId: string) => doc(db, C.brandKits, accountId).withConverter(converters.brandKit),
  /** translationMemories/{accountId}: the memory's count and monthly use (members, reviewers on its tasks, admins). */
  memorySummary: (db: Firestore, accountId: string) =>
    doc(db, C.translationMemories, accountId).withConverter(converters.memorySummary),
  memoryPairs: (db: Firestore, accountId: string) =>
    collection(db, C.translationMemories, accountId, C.memoryPairs).withConverter(converters.memoryPair),
  /** schedules/{id}: the account's side reads them (rules); written only by callables and the scheduler. */
  schedules: (db: Firestore) => collection(db, C.schedules).withConverter(converters.schedule),
  schedule: (db: Firestore, id: string) => doc(db, C.schedules, id).withConverter(converters.schedule),
  occurrences: (db: Firestore, id: string) =>
    collection(db, C.schedules, id, C.occurrences).withConverter(converters.occurrence),
  /** apiKeys/{id}: a person's own keys, a team's for its owners (rules); written only by callables. */
  apiKeys: (db: Firestore) => collection(db, C.apiKeys).withConverter(converters.apiKey),
  /** webhookEndpoints/{id}: the person's own, or a team's for its owners (rules); written only by callables. */
  webhookEndpoints: (db: Firestore) => collection(db, C.webhookEndpoints).withConverter(converters.webhookEndpoint),
  /** webhookDeliveries/{id}: the log of what was sent, read like the endpoints. */
  webhookDeliveries: (db: Firestore) => collection(db, C.webhookDeliveries).withConverter(converters.webhookDelivery),
  // Read raw here and parsed with their zod schema where read (the credits feature), so this
  // module, which every signed-in screen loads, brings no schema and no zod.
  checkoutDraft: (db: Firestore, draftId: string) => doc(db, C.checkoutDrafts, draftId),
  receipts: (db: Firestore) => collection(db, C.receipts),
  /** The one small document whose change time says queue positions may have moved. */
  queueState: (db: Firestore) => doc(db, QUEUE_STATE_PATH),
};
