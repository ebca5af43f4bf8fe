import { COLLECTIONS as C, type Locale } from '@tasklane/domain';
import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';
import { col } from '../collections.js';
import type { PersonalCollection } from '../personal-data.js';

/** One table column: the field (a dotted path), and its header in each language. */
export type CsvColumn = readonly [field: string, en: string, fr: string];
export type Bilingual = Record<Locale, string>;

/** How one PERSONAL_DATA entry goes into the archive. */
export interface ExportRule {
  /** The file's name without extension: `tasks` → tasks.json (and tasks.csv with `csv`). */
  file: string;
  /** What the file holds, for the README. */
  about: Bilingual;
  /** A team's records of this kind, for an owner's export of the team (absent: none). */
  team?: (teamId: string) => (DocumentReference | Query)[];
  /** Fields left out (staff notes, internal scores), listed in the README. */
  omit?: readonly string[];
  /** Changes a record after `omit` (drops staff notes inside a list). */
  shape?: (data: DocumentData) => DocumentData;
  csv?: readonly CsvColumn[];
  /** A subcollection of each exported document, as its own file. */
  sub?: { name: string; file: string; about: Bilingual; csv?: readonly CsvColumn[] };
}
/** An entry left out of the archive, and why (in the README). */
export interface SkipRule {
  skip: Bilingual;
}

const byAccount = (collection: (typeof C)[keyof typeof C]) => (teamId: string) => [
  col.named(collection).where('accountId', '==', teamId),
];

/** Fields never exported, whatever the collection (a new collection's key hashes and secrets). */
export const SECRET_FIELD = /hash|secret|token|password/i;

const STAFF_HISTORY = (d: DocumentData) => ({
  ...d,
  // A staff member's note in the history is a staff note, and who they are is not the person's
  // data: the change of status stays, marked as staff's, without the note.
  history: ((d.history as { note?: string; staff?: boolean; by?: string }[] | undefined) ?? []).map(({ note, ...h }) =>
    h.staff ? { ...h, by: 'staff' } : { ...h, ...(note !== undefined ? { note } : {}) },
  ),
});

/**
 * The export's reading of PERSONAL_DATA: what each entry becomes in the archive. An entry without
 * a rule here is still exported, generically: `<entry>.json` with what its `find` returns, its
 * secret fields left out. So a new collection is covered by its one PERSONAL_DATA entry; a rule
 * here only names, documents or trims it, or adds a team's records.
 */
export const EXPORT_RULES: Partial<Record<PersonalCollection, ExportRule | SkipRule>> = {
  profiles: {
    file: 'profile',
    about: {
      en: 'Your profile: name, e-mail, company, phone, language, province.',
      fr: 'Votre profil : nom, courriel, entreprise, téléphone, langue, province.',
    },
  },
  wallets: {
    file: 'wallet',
    about: { en: 'Your credit balance.', fr: 'Votre solde de crédits.' },
    team: (teamId) => [col.wallet(teamId)],
    sub: {
      name: C.ledger,
      file: 'ledger',
      about: { en: 'Every credit movement (ledger).', fr: 'Chaque mouvement de crédits (grand livre).' },
      csv: [
        ['createdAt', 'Date', 'Date'],
        ['type', 'Type', 'Type'],
        ['credits', 'Credits', 'Crédits'],
        ['balanceAfter', 'Balance after', 'Solde après'],
        ['description', 'Description', 'Description'],
        ['taskId', 'Task', 'Tâche'],
      ],
    },
  },
  tasks: {
    file: 'tasks',
    about: {
      en: 'Every task: brief, source text, results and the list of files (the files are in files/).',
      fr: 'Chaque tâche : consignes, texte source, résultats et liste des fichiers (les fichiers sont dans files/).',
    },
    team: byAccount(C.tasks),
    omit: ['queueKey', 'queuePosition', 'slaWarned', 'atRiskFor', 'draftFailed', 'draftRequestedAt', 'reviewerId'],
    shape: STAFF_HISTORY,
    csv: [
      ['id', 'Task', 'Tâche'],
      ['title', 'Title', 'Titre'],
      ['category', 'Category', 'Catégorie'],
      ['tier', 'Tier', 'Délai'],
      ['status', 'Status', 'Statut'],
      ['priceCredits', 'Credits', 'Crédits'],
      ['submittedAt', 'Submitted', 'Soumise le'],
      ['deliveredAt', 'Delivered', 'Livrée le'],
      ['brief', 'Brief', 'Consignes'],
    ],
  },
  threadMessages: {
    file: 'messages',
    about: {
      en: 'The messages you wrote on tasks and quotes.',
      fr: 'Les messages que vous avez écrits sur vos tâches et devis.',
    },
    // A team's threads: what its members wrote (staff replies are not the team's data).
    team: (teamId) => [col.allThreadMessages().where('accountId', '==', teamId).where('authorRole', '==', 'customer')],
    csv: [
      ['createdAt', 'Date', 'Date'],
      ['entityId', 'Task or quote', 'Tâche ou devis'],
      ['type', 'Type', 'Type'],
      ['text', 'Message', 'Message'],
    ],
  },
  ratings: {
    file: 'ratings',
    about: { en: 'Your ratings of delivered work.', fr: 'Vos évaluations du travail livré.' },
    team: byAccount(C.ratings),
    omit: ['reviewerId'],
    csv: [
      ['taskId', 'Task', 'Tâche'],
      ['stars', 'Stars', 'Étoiles'],
      ['comment', 'Comment', 'Commentaire'],
      ['createdAt', 'Date', 'Date'],
    ],
  },
  consents: {
    file: 'consents',
    about: {
      en: 'What you accepted: terms and privacy policy, version, language, when and how.',
      fr: 'Ce que vous avez accepté : conditions et politique de confidentialité, version, langue, date et façon.',
    },
    csv: [
      ['document', 'Document', 'Document'],
      ['version', 'Version', 'Version'],
      ['language', 'Language', 'Langue'],
      ['via', 'How', 'Façon'],
      ['acceptedAtMs', 'Accepted', 'Accepté le'],
    ],
  },
  receipts: {
    file: 'receipts',
    about: {
      en: 'Your receipts and credit notes (each also as a PDF in receipts/).',
      fr: 'Vos reçus et notes de crédit (chacun aussi en PDF dans receipts/).',
    },
    team: (teamId) => [col.named(C.receipts).where('uid', '==', teamId)],
  },
  quotes: {
    file: 'quotes',
    about: {
      en: 'Your quote requests, with what you wrote and what was delivered.',
      fr: 'Vos demandes de devis, avec ce que vous avez écrit et ce qui a été livré.',
    },
    team: byAccount(C.quotes),
    omit: ['reviewerId'],
    shape: STAFF_HISTORY,
  },
  refundRequests: {
    file: 'refund-requests',
    about: { en: 'Your refund requests.', fr: 'Vos demandes de remboursement.' },
    team: byAccount(C.refundRequests),
  },
  payments: {
    file: 'payments',
    about: { en: 'Your card payments.', fr: 'Vos paiements par carte.' },
    team: byAccount(C.payments),
  },
  refunds: { file: 'refunds', about: { en: 'Card refunds.', fr: 'Remboursements par carte.' } },
  cardRefunds: {
    file: 'card-refunds',
    about: { en: 'Card refunds on their way.', fr: 'Remboursements par carte en cours.' },
  },
  invoices: { file: 'invoices', about: { en: 'Plan invoices.', fr: 'Factures d’abonnement.' } },
  subscriptions: {
    file: 'subscription',
    about: { en: 'Your plan.', fr: 'Votre abonnement.' },
    team: (t) => [col.named(C.subscriptions).doc(t)],
  },
  contactMessages: {
    file: 'contact-messages',
    about: { en: 'Messages you sent through the contact form.', fr: 'Messages envoyés par le formulaire de contact.' },
    omit: ['statusChangedBy'],
  },
  brandKits: {
    file: 'brand-kit',
    about: {
      en: 'Your brand kit and glossary (its logo is in files/).',
      fr: 'Votre trousse de marque et glossaire (le logo est dans files/).',
    },
    team: (t) => [col.brandKit(t)],
  },
  translationMemories: {
    file: 'translation-memory',
    about: { en: 'Your translation memory: its summary.', fr: 'Votre mémoire de traduction : son sommaire.' },
    team: (t) => [col.translationMemory(t)],
    sub: {
      name: C.memoryPairs,
      file: 'translation-memory-pairs',
      about: { en: 'Its English ↔ French sentence pairs.', fr: 'Ses paires de phrases anglais ↔ français.' },
      csv: [
        ['en', 'English', 'Anglais'],
        ['fr', 'French', 'Français'],
        ['source', 'Source', 'Origine'],
        ['approved', 'Approved', 'Approuvée'],
      ],
    },
  },
  schedules: {
    file: 'schedules',
    about: { en: 'Your recurring tasks.', fr: 'Vos tâches récurrentes.' },
    team: byAccount(C.schedules),
  },
  approvalRequests: {
    file: 'approval-requests',
    about: {
      en: 'Orders you asked a team owner to approve.',
      fr: 'Commandes soumises à l’approbation d’un propriétaire d’équipe.',
    },
    team: byAccount(C.approvalRequests),
  },
  notifications: {
    skip: {
      en: 'notices we wrote to you (created by us, not given by you)',
      fr: 'avis que nous vous avons écrits (créés par nous)',
    },
  },
  briefChecks: {
    skip: {
      en: 'brief checks: your brief is in tasks.json; the check’s scores are internal',
      fr: 'vérifications des consignes : vos consignes sont dans tasks.json; les notes de la vérification sont internes',
    },
  },
  pendingUploads: {
    skip: { en: 'unfinished uploads (deleted within a day)', fr: 'téléversements inachevés (supprimés en un jour)' },
  },
  checkoutDrafts: { skip: { en: 'unpaid orders in progress', fr: 'commandes impayées en cours' } },
  stripeCustomers: {
    skip: {
      en: 'the id our payment processor gave you',
      fr: 'l’identifiant que notre processeur de paiement vous a donné',
    },
  },
  threads: {
    skip: {
      en: 'conversations: your messages are in messages.json',
      fr: 'conversations : vos messages sont dans messages.json',
    },
  },
  customerStats: { skip: { en: 'statistics we compute', fr: 'statistiques que nous calculons' } },
  kitAccess: {
    skip: {
      en: 'which reviewers may read your brand kit (internal)',
      fr: 'quels réviseurs peuvent lire votre trousse (interne)',
    },
  },
  approvalDecisions: {
    skip: { en: 'other members’ requests you decided', fr: 'demandes d’autres membres que vous avez tranchées' },
  },
  teamSchedules: {
    skip: {
      en: 'a team’s recurring tasks you made: in the team’s export',
      fr: 'tâches récurrentes d’équipe que vous avez créées : dans l’export de l’équipe',
    },
  },
  dataExports: { skip: { en: 'your export requests', fr: 'vos demandes d’export' } },
  apiKeys: {
    file: 'api-keys',
    about: {
      en: 'Your API keys: name, visible prefix, scope and dates (never the secret).',
      fr: 'Vos clés d’API : nom, préfixe visible, portée et dates (jamais le secret).',
    },
    team: byAccount(C.apiKeys),
    // The document id is the secret's hash: the visible prefix names the key instead.
    shape: (d) => ({ ...d, id: d.prefix as string }),
    csv: [
      ['name', 'Name', 'Nom'],
      ['prefix', 'Prefix', 'Préfixe'],
      ['scope', 'Scope', 'Portée'],
      ['createdAt', 'Created', 'Créée'],
      ['revokedAt', 'Revoked', 'Révoquée'],
    ],
  },
  apiIdempotency: {
    skip: {
      en: 'which task each Idempotency-Key made (kept a day): the tasks are in tasks.json',
      fr: 'quelle tâche chaque Idempotency-Key a créée (gardé un jour) : les tâches sont dans tasks.json',
    },
  },
  webhookEndpoints: {
    file: 'webhook-endpoints',
    about: {
      en: 'Your webhook endpoints and their events.',
      fr: 'Vos points de terminaison de webhooks et leurs événements.',
    },
    team: byAccount(C.webhookEndpoints),
  },
  teamWebhookEndpoints: {
    skip: {
      en: 'a team’s webhook endpoints you registered: in the team’s export',
      fr: 'points de terminaison d’équipe que vous avez enregistrés : dans l’export de l’équipe',
    },
  },
  webhookSecrets: { skip: { en: 'webhook signing secrets', fr: 'secrets de signature des webhooks' } },
  webhookDeliveries: {
    skip: {
      en: 'the log of what we sent to your endpoints (kept 30 days)',
      fr: 'le journal de ce que nous avons envoyé à vos points de terminaison (gardé 30 jours)',
    },
  },
};

export const isSkip = (r: ExportRule | SkipRule): r is SkipRule => 'skip' in r;
