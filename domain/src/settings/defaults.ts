// Zod-free on purpose: the public pricing pages import these defaults and the pricing functions
// without pulling the settings schema (and zod) into their bundle.
import { DEFAULT_WAITING_DAYS, LIMITS, type Category, type Locale, type TaskClass, type Tier } from '../constants.js';
import type {
  FilesSettings,
  PrivacyOfficerSettings,
  PublicSettings,
  Settings,
  StaffSettings,
  SupplierSettings,
  ThreadsSettings,
} from './schema.js';

const en = (job: string) =>
  `You are a careful assistant drafting a small task for a Canadian small business. ${job} Write in English. Keep the customer's facts and tone; be concise and ready for a human reviewer to polish.`;
const fr = (job: string) =>
  `Vous êtes un assistant rigoureux qui prépare une petite tâche pour une PME canadienne. ${job} Rédigez en français canadien. Respectez les faits et le ton du client; soyez concis, prêt à être peaufiné par un réviseur humain.`;

export const DEFAULT_PROMPTS: Record<Category, Record<Locale, string>> = {
  admin_docs: {
    en: en('Polish or draft the administrative document described in the brief (letter, procedure, short report).'),
    fr: fr('Révisez ou rédigez le document administratif décrit dans la consigne (lettre, procédure, court rapport).'),
  },
  marketing_content: {
    en: en('Write the short marketing copy asked for (social captions, commercial e-mail, product blurbs).'),
    fr: fr('Rédigez le court texte marketing demandé (publications, courriel commercial, descriptions de produits).'),
  },
  design_media: {
    en: en(
      'Prepare the text content and a layout description for the light visual, subtitles or short transcription asked for.',
    ),
    fr: fr(
      'Préparez le texte et une description de mise en page pour le visuel léger, les sous-titres ou la courte transcription demandés.',
    ),
  },
  research_data: {
    en: en('Produce the light spreadsheet, data clean-up or short market scan asked for; for a sheet, answer as CSV.'),
    fr: fr(
      'Produisez la feuille de calcul légère, le nettoyage de données ou le court survol de marché demandés; pour une feuille, répondez en CSV.',
    ),
  },
  forms_business_docs: {
    en: en('Explain or pre-fill the form, or tidy the business document, described in the brief.'),
    fr: fr(
      'Expliquez ou préremplissez le formulaire, ou mettez en forme le document d’affaires, décrit dans la consigne.',
    ),
  },
  business_launch: {
    en: en('Prepare the checklist or document needed to register or launch the business, as described.'),
    fr: fr(
      'Préparez la liste de contrôle ou le document nécessaire pour immatriculer ou lancer l’entreprise, tel que décrit.',
    ),
  },
  legal_compliance: {
    en: en('Prepare the compliance document asked for; this is document preparation only, never legal advice.'),
    fr: fr(
      'Préparez le document de conformité demandé; il s’agit uniquement de préparation de documents, jamais de conseil juridique.',
    ),
  },
  hr_operations: {
    en: en('Write the HR or operations document asked for (job posting, onboarding checklist, internal memo).'),
    fr: fr('Rédigez le document RH ou opérationnel demandé (offre d’emploi, liste d’accueil, note interne).'),
  },
  tech_digital: {
    en: en('Write the website copy update, app store text or simple how-to asked for.'),
    fr: fr('Rédigez la mise à jour de site Web, le texte de boutique d’applications ou le court guide demandé.'),
  },
};

/**
 * A fictional demo business: well-formed numbers (business number + RT/TQ program accounts)
 * that belong to nobody. Admins replace them with the real registration before going live.
 */
export const DEFAULT_SUPPLIER: SupplierSettings = {
  legalName: 'Tasklane Services inc.',
  address: { street: '25, rue Laurier, bureau 400', city: 'Gatineau', province: 'QC', postalCode: 'J8X 4C8' },
  gstHstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
  email: 'billing@tasklane.test',
};

/** Attachment and deliverable limits, and how long a closed task's files are kept. */
export const DEFAULT_FILES_SETTINGS: FilesSettings = {
  maxAttachments: 5,
  imageMaxMb: 20,
  documentMaxMb: 10,
  audioMaxSeconds: 300,
  audioMaxMb: 30,
  sheetMaxRows: 500,
  retentionDays: 90,
};

/** The person in charge of protecting personal information until an admin names them (title and contact). */
export const DEFAULT_PRIVACY_OFFICER: PrivacyOfficerSettings = {
  title: { en: 'Privacy Officer', fr: 'Responsable de la protection des renseignements personnels' },
  contactEmail: 'privacy@tasklane.ca',
};

/** A task ordered in English and French costs this many credits more, unless an admin changed it. */
export const DEFAULT_BILINGUAL_SURCHARGE_CREDITS = 1;

export const DEFAULT_SETTINGS: Settings = {
  creditPriceCad: 29,
  classBaseCredits: { basic: 1, premium: 2 },
  categoryClass: {
    admin_docs: 'basic',
    marketing_content: 'basic',
    forms_business_docs: 'basic',
    hr_operations: 'basic',
    design_media: 'premium',
    research_data: 'premium',
    business_launch: 'premium',
    legal_compliance: 'premium',
    tech_digital: 'premium',
  },
  tiers: {
    standard: { hours: 24, surchargeCredits: 0 },
    express: { hours: 18, surchargeCredits: 1 },
    premium: { hours: 12, surchargeCredits: 2 },
  },
  packs: [
    { id: 'pack_1', credits: 1, priceCad: 29 },
    { id: 'pack_5', credits: 5, priceCad: 135 },
    { id: 'pack_10', credits: 10, priceCad: 250 },
  ],
  plans: [
    { id: 'starter', stripePriceId: 'price_tasklane_starter_monthly', priceCadPerMonth: 99, creditsPerMonth: 4 },
    { id: 'pro', stripePriceId: 'price_tasklane_pro_monthly', priceCadPerMonth: 199, creditsPerMonth: 9 },
    { id: 'business', stripePriceId: 'price_tasklane_business_monthly', priceCadPerMonth: 399, creditsPerMonth: 20 },
  ],
  queueCapacity: 5,
  freeRevisionsPerDelivery: 1,
  extraRevisionCredits: 1,
  drafter: { provider: 'offline', model: 'offline-drafter-v1', openaiBaseUrl: '', maxRetries: 3 },
  prompts: DEFAULT_PROMPTS,
  supplier: DEFAULT_SUPPLIER,
  files: DEFAULT_FILES_SETTINGS,
  threads: { waitingDays: DEFAULT_WAITING_DAYS },
  bilingualSurchargeCredits: DEFAULT_BILINGUAL_SURCHARGE_CREDITS,
  privacyOfficer: DEFAULT_PRIVACY_OFFICER,
};

export function classOf(category: Category, settings: PublicSettings): TaskClass {
  return settings.categoryClass[category];
}

export function tierHours(tier: Tier, settings: PublicSettings): number {
  return settings.tiers[tier].hours;
}

/** The supplier printed on receipts: the admin-edited one, else the seed defaults. */
export function supplierOf(settings: PublicSettings): SupplierSettings {
  return settings.supplier ?? DEFAULT_SUPPLIER;
}

/** The surcharge in credits for a task in both languages: the admin-edited one, else the default. */
export function bilingualSurchargeOf(settings: PublicSettings): number {
  return settings.bilingualSurchargeCredits ?? DEFAULT_BILINGUAL_SURCHARGE_CREDITS;
}

/** The file limits in force: the admin-edited ones, else the defaults. */
export function filesOf(settings: PublicSettings): FilesSettings {
  return settings.files ?? DEFAULT_FILES_SETTINGS;
}

/** How many days a task waits for the customer's answer: the admin-edited value, else the default. */
export function waitingDaysOf(settings: { threads?: ThreadsSettings | undefined }): number {
  return settings.threads?.waitingDays ?? DEFAULT_WAITING_DAYS;
}

/** The person in charge of protecting personal information: the admin-edited one, else the default. */
export function privacyOfficerOf(settings: PublicSettings): PrivacyOfficerSettings {
  return settings.privacyOfficer ?? DEFAULT_PRIVACY_OFFICER;
}

/**
 * What the privacy policy states that the code decides: the officer, and the retention periods the
 * jobs apply (notification-retention: `LIMITS.notificationRetentionDays`; file-retention: the files
 * setting). The policy's placeholders are filled from this, so the page cannot say otherwise.
 */
export function privacyFacts(settings: PublicSettings) {
  return {
    officer: privacyOfficerOf(settings),
    notificationDays: LIMITS.notificationRetentionDays,
    fileDays: filesOf(settings).retentionDays,
  };
}

/** The fields that live in settings/staff; everything else lives in settings/app. */
export const STAFF_SETTINGS_FIELDS = ['drafter', 'prompts'] as const;

/** Splits a full settings object into its public document and its staff-only document. */
export function splitSettings(settings: Settings): { app: PublicSettings; staff: StaffSettings } {
  const { drafter, prompts, ...app } = settings;
  return { app, staff: { drafter, ...(prompts ? { prompts } : {}) } };
}

/**
 * Both documents as the admin's editor shows them: each document's stored fields (the defaults in
 * place of a missing or invalid one), with the optional groups the form edits field by field
 * filled from the defaults. `updatedAt` is bookkeeping and left out.
 */
export function editableSettings(app: PublicSettings, staff: StaffSettings): Settings {
  const { updatedAt: _a, ...appPart } = app;
  const { updatedAt: _s, ...staffPart } = staff;
  return {
    ...appPart,
    ...staffPart,
    prompts: staffPart.prompts ?? DEFAULT_SETTINGS.prompts,
    supplier: appPart.supplier ?? DEFAULT_SETTINGS.supplier,
    files: appPart.files ?? DEFAULT_SETTINGS.files,
    privacyOfficer: appPart.privacyOfficer ?? DEFAULT_PRIVACY_OFFICER,
  };
}
