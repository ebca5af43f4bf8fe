import { LIMITS, type DeliverableType, type Locale } from '../constants.js';
import type { OutOfScopeTopic } from '../task-rules.js';
import type { BriefCheckInput, BriefFinding } from './schemas.js';

// Texts, in the customer's language.

export const TOPIC_TEXT: Record<OutOfScopeTopic, Record<Locale, string>> = {
  legal_advice: { en: 'legal advice', fr: 'un avis juridique' },
  tax_advice: { en: 'tax advice or a tax return', fr: 'un conseil fiscal ou une déclaration de revenus' },
  medical_advice: { en: 'medical advice', fr: 'un avis médical' },
  sworn_translation: {
    en: 'a sworn or certified translation, or interpretation',
    fr: 'une traduction assermentée ou certifiée, ou de l’interprétation',
  },
  long_media: { en: 'long audio or video', fr: 'de l’audio ou de la vidéo de longue durée' },
  open_ended: { en: 'an open-ended project', fr: 'un projet ouvert sans fin définie' },
  branding: { en: 'a full branding project', fr: 'une image de marque complète' },
  automation: {
    en: 'complex automation or data engineering',
    fr: 'de l’automatisation complexe ou de l’ingénierie de données',
  },
  campaigns: { en: 'an ongoing multichannel campaign', fr: 'une campagne multicanal continue' },
  hourly: { en: 'hourly billing without a cap', fr: 'une facturation à l’heure sans plafond' },
};

export const FINDING_TEXT: Record<
  Exclude<BriefFinding, 'out_of_scope' | 'other' | 'brand_conflict'>,
  Record<Locale, string>
> = {
  too_many_words: {
    en: `One task covers up to ${LIMITS.maxWords} words; this asks for more. Split it into several tasks or request a quote.`,
    fr: `Une tâche couvre jusqu’à ${LIMITS.maxWords} mots; ceci en demande davantage. Divisez-la en plusieurs tâches ou demandez une soumission.`,
  },
  too_many_rows: {
    en: `One sheet task covers up to ${LIMITS.maxSheetRows} rows; this asks for more. Split it or request a quote.`,
    fr: `Une tâche de tableur couvre jusqu’à ${LIMITS.maxSheetRows} lignes; ceci en demande davantage. Divisez-la ou demandez une soumission.`,
  },
  too_short: {
    en: 'The brief is very short: the reviewer will have to guess what you want.',
    fr: 'La description est très courte : la personne qui révise devra deviner ce que vous voulez.',
  },
  vague: {
    en: 'The brief does not say precisely what the result should be (format, length, where it will be used).',
    fr: 'La description ne dit pas précisément quel résultat est attendu (format, longueur, utilisation).',
  },
  missing_audience: {
    en: 'The brief does not say who will read this copy.',
    fr: 'La description ne dit pas à qui s’adresse ce texte.',
  },
  missing_tone: {
    en: 'The brief does not say which tone to use.',
    fr: 'La description ne précise pas le ton à adopter.',
  },
  missing_source: {
    en: 'This work starts from your text, but no source text is pasted.',
    fr: 'Ce travail part de votre texte, mais aucun texte source n’est collé.',
  },
  category_mismatch: {
    en: 'The category you chose does not seem to match the brief.',
    fr: 'La catégorie choisie ne semble pas correspondre à la description.',
  },
  deliverable_mismatch: {
    en: 'The deliverable type you chose does not seem to match the brief.',
    fr: 'Le type de livrable choisi ne semble pas correspondre à la description.',
  },
};

export const QUESTION_TEXT: Record<'goal' | 'format' | 'audience' | 'tone' | 'source', Record<Locale, string>> = {
  goal: {
    en: 'What is the result for, and where will it be used?',
    fr: 'À quoi servira le résultat, et où sera-t-il utilisé?',
  },
  format: {
    en: 'What exactly should we deliver (format, length or number of items)?',
    fr: 'Que devons-nous livrer exactement (format, longueur ou nombre d’éléments)?',
  },
  audience: {
    en: 'Who will read it (your customers, staff, investors…)?',
    fr: 'Qui le lira (vos clients, votre personnel, des investisseurs…)?',
  },
  tone: {
    en: 'Which tone should it have (friendly, formal, playful…)?',
    fr: 'Quel ton souhaitez-vous (amical, formel, ludique…)?',
  },
  source: {
    en: 'Please paste the text we should work from, or say where to find it.',
    fr: 'Collez le texte à partir duquel nous devons travailler, ou dites-nous où le trouver.',
  },
};

export const REWRITE_LABELS: Record<
  Locale,
  {
    goal: string;
    deliverable: string;
    details: string;
    audience: string;
    tone: string;
    source: string;
    limit: string;
    provided: string;
    notProvided: string;
    toConfirm: string;
  }
> = {
  en: {
    goal: 'Goal',
    deliverable: 'Deliverable',
    details: 'Details',
    audience: 'Audience',
    tone: 'Tone',
    source: 'Source text',
    limit: `one deliverable, up to ${LIMITS.maxWords} words`,
    provided: 'pasted below',
    notProvided: 'none yet',
    toConfirm: 'to confirm',
  },
  fr: {
    goal: 'Objectif',
    deliverable: 'Livrable',
    details: 'Détails',
    audience: 'Public',
    tone: 'Ton',
    source: 'Texte source',
    limit: `un seul livrable, jusqu’à ${LIMITS.maxWords} mots`,
    provided: 'collé ci-dessous',
    notProvided: 'aucun pour l’instant',
    toConfirm: 'à préciser',
  },
};

export const DELIVERABLE_TEXT: Record<DeliverableType, Record<Locale, string>> = {
  text: { en: 'a text', fr: 'un texte' },
  sheet: {
    en: `a sheet (up to ${LIMITS.maxSheetRows} rows)`,
    fr: `un tableur (jusqu’à ${LIMITS.maxSheetRows} lignes)`,
  },
  visual: { en: 'one visual', fr: 'un visuel' },
};

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A clearer, labelled version of the brief, in the language of the work; unknowns say so. */
export function rewriteBrief(
  input: BriefCheckInput,
  missing: { audience: boolean; tone: boolean; copy: boolean },
): string {
  const L = REWRITE_LABELS[input.language];
  const parts = sentences(input.brief);
  const goal = capitalize(parts[0] ?? input.brief.trim()).replace(/[.!?]*$/, '.');
  const details = parts.slice(1).join(' ');
  const lines = [
    `${L.goal}: ${goal}`,
    `${L.deliverable}: ${DELIVERABLE_TEXT[input.deliverableType][input.language]}, ${L.limit}.`,
  ];
  if (input.title.trim()) lines.unshift(`${input.title.trim()}`);
  if (details) lines.push(`${L.details}: ${details}`);
  if (missing.copy) {
    if (missing.audience) lines.push(`${L.audience}: ${L.toConfirm}.`);
    if (missing.tone) lines.push(`${L.tone}: ${L.toConfirm}.`);
  }
  lines.push(`${L.source}: ${input.sourceText.trim() ? L.provided : L.notProvided}.`);
  return lines.join('\n').slice(0, LIMITS.briefMaxLength);
}
