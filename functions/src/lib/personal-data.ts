import { COLLECTIONS as C, type CollectionName } from '@tasklane/domain';
import { FieldValue, type DocumentData, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { col } from './collections.js';

/** What deleted users become in the records that must be kept (tasks, refunds, audit logs). */
export const DELETED_USER = 'deleted-user';

export interface Person {
  uid: string;
  /** The sign-in address (Auth, else profile); null when neither is left (a retried deletion). */
  email: string | null;
}

interface PersonalDataEntry {
  /** Why the data is kept (anonymized) or deleted, for the next engineer and the privacy policy. */
  why: string;
  /** The person's documents in this collection. */
  find: (p: Person) => (DocumentReference | Query)[];
  /**
   * 'delete' removes each document with its subcollections; a function returns the update that
   * leaves the document without the person (ids, names, addresses and free text they wrote).
   */
  erase: 'delete' | ((data: DocumentData) => Record<string, unknown>);
}

/** A record a team owns (its accountId names another account than its user's). */
export const isTeamRecord = (data: DocumentData) =>
  typeof data.accountId === 'string' && data.accountId !== data.userId;

const byUid =
  (collection: CollectionName, field = 'userId') =>
  (p: Person) => [col.named(collection).where(field, '==', p.uid)];

/**
 * EVERY top-level collection that holds a person's data, and what deleting their account does to
 * it. deleteAccount walks this list and nothing else, and its test fails when data written as a
 * user survives a deletion, so a new collection with personal data must be added here.
 * (Audit logs are handled apart: they are kept with anonymized ids.)
 */
export const PERSONAL_DATA = {
  profiles: { why: 'the person themself', find: (p) => [col.profile(p.uid)], erase: 'delete' },
  wallets: {
    why: 'balance and ledger (subcollection) of a closed account',
    find: (p) => [col.wallet(p.uid)],
    erase: 'delete',
  },
  notifications: {
    why: "messages to the person, and notices to staff about the person's own tasks, quotes and messages, which quote their titles (a team's stay with the team)",
    find: (p) => [
      col.notifications().where('userId', '==', p.uid),
      col.notifications().where('aboutAccountId', '==', p.uid),
    ],
    erase: 'delete',
  },
  contactMessages: {
    why: 'support messages, signed in (userId) or not (e-mail)',
    find: (p) => [
      col.contactMessages().where('userId', '==', p.uid),
      ...(p.email ? [col.contactMessages().where('email', '==', p.email)] : []),
    ],
    erase: 'delete',
  },
  tasks: {
    why: 'kept for accounting (price, tier, dates); the owner and everything they wrote go',
    find: byUid(C.tasks),
    // A team's task is the team's record: only the person goes (its content and files stay with the team).
    erase: (task) =>
      isTeamRecord(task)
        ? {
            userId: DELETED_USER,
            history: ((task.history as { by?: string }[] | undefined) ?? []).map((h) =>
              h.by === task.userId ? { ...h, by: DELETED_USER } : h,
            ),
            updatedAt: FieldValue.serverTimestamp(),
          }
        : {
            userId: DELETED_USER,
            accountId: DELETED_USER,
            ownerDeleted: true,
            title: '—',
            brief: '',
            sourceText: '',
            result: null,
            // A bilingual task's French text is the person's work as much as the English.
            ...(task.resultFr != null ? { resultFr: null } : {}),
            revisionNote: null,
            // The bytes go with the account (deleteAccount empties the task's folder in the bucket).
            attachments: [],
            deliverables: [],
            filesHeld: false,
            // A question staff asked about the person's work is free text about them.
            waiting: null,
            history: ((task.history as { by?: string; note?: string }[] | undefined) ?? []).map(
              ({ note: _note, ...h }) => (h.by === task.userId ? { ...h, by: DELETED_USER } : h),
            ),
            updatedAt: FieldValue.serverTimestamp(),
          },
  },
  refundRequests: {
    why: 'kept for accounting (credits, decision); the person, their reason and the title go',
    find: byUid(C.refundRequests),
    // A team's request keeps the team as its account; a personal one's account was the person.
    erase: (request) => ({
      userId: DELETED_USER,
      ...(isTeamRecord(request) ? {} : { accountId: DELETED_USER }),
      taskTitle: '—',
      reason: '',
      decisionReason: '',
    }),
  },
  briefChecks: {
    why: 'the brief the person had checked before submitting',
    find: byUid(C.briefChecks),
    erase: 'delete',
  },
  pendingUploads: {
    why: 'uploads the person opened and never finished (file name, task); their bytes go with the task folder',
    find: byUid(C.pendingUploads),
    erase: 'delete',
  },
  receipts: {
    why: 'tax records the law requires us to keep for 6 years (Excise Tax Act, QST Act) with the customer name and e-mail printed on them; only the link to the account goes',
    find: byUid(C.receipts, 'uid'),
    erase: () => ({ uid: DELETED_USER }),
  },
  payments: {
    why: 'card payments kept for accounting (amounts, taxes, Stripe ids); only the link to the account goes',
    find: byUid(C.payments),
    erase: () => ({ userId: DELETED_USER }),
  },
  refunds: {
    why: 'card refunds kept for accounting; only the link to the account goes',
    find: byUid(C.refunds),
    erase: () => ({ userId: DELETED_USER }),
  },
  cardRefunds: {
    why: 'card refunds on their way to Stripe, kept for accounting',
    find: byUid(C.cardRefunds),
    erase: () => ({ userId: DELETED_USER }),
  },
  checkoutDrafts: {
    why: 'unpaid orders, with the brief of a task paid by card',
    find: byUid(C.checkoutDrafts),
    erase: 'delete',
  },
  quotes: {
    why: "kept for accounting (versions, ceilings, what was paid and settled); the owner and everything they wrote go (a team's quote stays with the team, losing only the person)",
    find: byUid(C.quotes),
    erase: (quote) => {
      const history = (quote.history as { by?: string; note?: string }[] | undefined) ?? [];
      const accepted = quote.accepted as { acceptedBy?: string } | null | undefined;
      // Who accepted, when it was the person (a team member's acceptance counts in their spending).
      const acceptedBy = accepted?.acceptedBy === quote.userId ? { 'accepted.acceptedBy': DELETED_USER } : {};
      if (isTeamRecord(quote)) {
        return {
          userId: DELETED_USER,
          ...acceptedBy,
          history: history.map((h) => (h.by === quote.userId ? { ...h, by: DELETED_USER } : h)),
          updatedAt: FieldValue.serverTimestamp(),
        };
      }
      return {
        userId: DELETED_USER,
        // A personal quote's account was the person.
        ...(quote.accountId !== undefined ? { accountId: DELETED_USER } : {}),
        ...acceptedBy,
        title: '—',
        description: '',
        sourceText: '',
        result: null,
        changesNote: null,
        revisionNote: null,
        checkout: null,
        history: history.map(({ note: _note, ...h }) => (h.by === quote.userId ? { ...h, by: DELETED_USER } : h)),
        updatedAt: FieldValue.serverTimestamp(),
      };
    },
  },
  stripeCustomers: {
    why: "the person's Stripe customer id",
    find: (p) => [col.stripeCustomers().doc(p.uid)],
    erase: 'delete',
  },
  subscriptions: {
    why: "the person's plan as Stripe last reported it (deleteAccount cancels the Stripe subscription first)",
    find: (p) => [col.subscriptions().doc(p.uid).withConverter(null)],
    erase: 'delete',
  },
  invoices: {
    why: 'paid plan invoices kept for accounting (amounts, taxes, Stripe ids); only the link to the account goes',
    find: byUid(C.invoices),
    erase: () => ({ userId: DELETED_USER }),
  },
  threads: {
    why: "conversations on the person's tasks and quotes, with every message in them (subcollection); the files they list live in the task's folder, deleted with it",
    find: byUid(C.threads),
    erase: 'delete',
  },
  threadMessages: {
    why: "messages the person wrote as staff in customers' threads: the customer keeps the conversation, the author becomes anonymous",
    find: (p) => [col.allThreadMessages().where('authorId', '==', p.uid)],
    erase: () => ({ authorId: DELETED_USER }),
  },
  customerStats: {
    why: "the person's own monthly statistics (the platform's keep no person)",
    find: (p) => [col.customerStats().doc(p.uid)],
    erase: 'delete',
  },
  brandKits: {
    why: "the person's personal brand kit (a team's kit stays with the team); its logo's objects under brandKits/{uid}/ go with it (deleteAccount)",
    find: (p) => [col.brandKit(p.uid)],
    erase: 'delete',
  },
  kitAccess: {
    why: "which reviewers work on the person's personal tasks now (task ids), gone with the personal brand kit it opens; a team's stays with the team",
    find: (p) => [col.kitAccess(p.uid)],
    erase: 'delete',
  },
  approvalRequests: {
    why: "a member's orders waiting for (or decided by) a team owner, with the brief they wrote; nothing was charged by them, the audit log keeps who asked and who decided",
    find: byUid(C.approvalRequests),
    erase: 'delete',
  },
  approvalDecisions: {
    why: 'requests another member made that the person decided as an owner: the request stays with its member, the decider becomes anonymous',
    find: byUid(C.approvalRequests, 'decidedBy'),
    erase: () => ({ decidedBy: DELETED_USER }),
  },
  translationMemories: {
    why: "the person's personal translation memory, with its pairs, shards and imports (subcollections); a team's stays with the team until the team closes, which deletes it",
    find: (p) => [col.translationMemory(p.uid)],
    erase: 'delete',
  },
  consents: {
    why: 'which versions of the terms and the privacy policy the person accepted, when, in which language and how; with the account gone there is nothing left they bind',
    find: byUid(C.consents),
    erase: 'delete',
  },
  schedules: {
    why: "the person's own recurring tasks (template, brief, rhythm) with their record of occurrences (subcollection) and their files (deleteAccount deletes each one's bucket folder)",
    find: (p) => [col.named(C.schedules).where('accountId', '==', p.uid)],
    erase: 'delete',
  },
  teamSchedules: {
    why: "a team's recurring tasks the person made stay with the team, paused (deleteAccount pauses them and tells the owners first), without the person",
    find: (p) => [col.named(C.schedules).where('createdBy', '==', p.uid)],
    // Their own schedules match too; the entry above deletes them after this update.
    erase: (schedule) => ({
      createdBy: DELETED_USER,
      status: schedule.status === 'ended' ? 'ended' : 'paused',
      pausedReason: schedule.status === 'ended' ? null : 'creator_gone',
      nextRunAt: null,
      nextLocalDate: null,
      noticeAt: null,
      upcoming: [],
      updatedAt: FieldValue.serverTimestamp(),
    }),
  },
  apiKeys: {
    why: "the API keys the person made (names, hashed secrets), for their own account or a team's: a team's key acts as its creator, so it goes with them (removal from a team revokes it first)",
    find: byUid(C.apiKeys, 'createdBy'),
    erase: 'delete',
  },
  apiIdempotency: {
    why: "which task each Idempotency-Key of the person's own account made (hashes and a task id)",
    find: byUid(C.apiIdempotency, 'accountId'),
    erase: 'delete',
  },
  webhookEndpoints: {
    why: "the person's own webhook endpoints (URL, events); a team's stay with the team (below)",
    find: (p) => [col.named(C.webhookEndpoints).where('accountId', '==', p.uid)],
    erase: 'delete',
  },
  teamWebhookEndpoints: {
    why: "a team's endpoints the person registered as an owner stay with the team, without the person",
    find: (p) => [col.named(C.webhookEndpoints).where('createdBy', '==', p.uid)],
    // Their own endpoints match too; the entry above deletes them after this update.
    erase: () => ({ createdBy: DELETED_USER }),
  },
  webhookSecrets: {
    why: "the signing secrets of the person's own endpoints",
    find: (p) => [col.named(C.webhookSecrets).where('accountId', '==', p.uid)],
    erase: 'delete',
  },
  webhookDeliveries: {
    why: "what was sent to the person's own endpoints (their tasks' titles, messages) and the answers, otherwise kept 30 days",
    find: (p) => [col.named(C.webhookDeliveries).where('accountId', '==', p.uid)],
    erase: 'delete',
  },
  ratings: {
    why: "the person's ratings of delivered tasks; the stars stay for the reviewers' averages, the person, their comment and their quote consent go (a team's rating stays with the team, losing only the person)",
    find: byUid(C.ratings),
    erase: (rating) => ({
      userId: DELETED_USER,
      ...(isTeamRecord(rating) ? {} : { accountId: DELETED_USER, comment: '', quote: null, published: false }),
    }),
  },
  dataExports: {
    why: "the person's data-export requests; their archives are deleted by the retention job within a day",
    find: byUid(C.dataExports, 'requestedBy'),
    erase: 'delete',
  },
} satisfies Record<string, PersonalDataEntry>;

export type PersonalCollection = keyof typeof PERSONAL_DATA;

/**
 * Files in the bucket are personal data too: a task's folder (attachments the person sent and the
 * deliverables made for them) is deleted with the task's content when its owner deletes the account.
 */
export const TASK_FILES = {
  why: 'sources the person attached and the files delivered to them',
  bucketPrefix: 'tasks/{taskId}/',
} as const;

/** Documents under a task that belong to its content (the AI draft of the person's brief). */
export const TASK_CONTENT_SUBCOLLECTIONS = [C.staff] as const;

/**
 * Every other collection, and why it is not in PERSONAL_DATA: it holds nobody's data, or it is
 * under a listed parent. personal-data-coverage.test.ts fails when a collection is in neither.
 */
export const OUTSIDE_PERSONAL_DATA: Partial<Record<CollectionName, string>> = {
  [C.ledger]: 'wallets/{id}/ledger: deleted and exported with the wallet',
  [C.staff]:
    "tasks/{id}/staff: the AI draft and review notes, deleted with the task's content; staff notes are never exported",
  [C.auditLogs]: 'kept with anonymized ids (deleteAccount); not exported: our record of what happened',
  [C.stripeEvents]: "Stripe's events, keyed by Stripe ids",
  [C.counters]: 'sequence numbers',
  [C.teams]: "a team's name and status; a person's membership (members) is removed by deleteAccount",
  [C.members]: 'teams/{id}/members: removed by deleteAccount (removeFromTeam); in a team export',
  [C.invitations]: 'teams/{id}/invitations: expire; revoked when the team closes',
  [C.memoryPairs]: 'translationMemories/{id}/pairs: deleted and exported with the memory',
  [C.memoryShards]: 'translationMemories/{id}/shards: the pairs packed for the matcher (deleted with the memory)',
  [C.memoryImports]: 'translationMemories/{id}/imports: deleted with the memory',
  [C.reviewStats]: "reviewers' averages (no customer)",
  [C.reviewerProfiles]: "staff's own profiles (staff accounts are closed by an admin)",
  [C.messages]: 'threads/{id}/messages: listed as threadMessages (above)',
  [C.queue]: "a waiting task's order key",
  [C.queueState]: 'one counter document',
  [C.statsPlatform]: 'platform totals (no person)',
  [C.months]: 'customerStats/{id}/months: deleted with customerStats',
  [C.settings]: 'the app settings',
  [C.publicContent]: 'published testimonials: first name, initial and city the person agreed to show',
  [C.rateLimits]: 'hashed counters that expire',
  [C.privacyIncidents]: 'the incident register names no user (kept 5 years)',
  [C.addenda]: 'privacyIncidents/{id}/addenda: as the register',
  [C.occurrences]: 'schedules/{id}/occurrences: deleted with the schedule',
  [C.system]: 'server bookkeeping',
};
