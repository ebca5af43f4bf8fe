// Real-looking briefs, in English and French, each with the findings a careful reviewer would
// raise. The offline checker's unit test and bench/brief-check.ts both read this table.
import type { BriefCheckInput, BriefFinding, Category, DeliverableType } from '@tasklane/domain';

export interface BriefCase {
  name: string;
  input: BriefCheckInput;
  inScope: boolean;
  /** Exactly these finding codes, in any order. */
  findings: BriefFinding[];
  /** Exactly these question ids. */
  questions: string[];
  rewrite: boolean;
  suggestedCategory?: Category | null;
  suggestedDeliverable?: DeliverableType | null;
}

const base = { title: '', sourceText: '', deliverableType: 'text' as const };
const words = (n: number, w = 'mot') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
const rows = (n: number) => Array.from({ length: n }, (_, i) => `${i},Client ${i},Ottawa`).join('\n');

export const BRIEF_TABLE: BriefCase[] = [
  // ---------------------------------------------------------------- English
  {
    name: 'en: clear proofreading brief with its source',
    input: {
      ...base,
      title: 'Proofread our About page',
      category: 'admin_docs',
      brief: 'Please proofread the text below for spelling and grammar, keep our friendly tone and Canadian spelling.',
      sourceText: 'We are a small café by the canal, open since 2012.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: [],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: vague, too short',
    input: {
      ...base,
      title: 'Website',
      category: 'marketing_content',
      brief: 'Make it better, something nice.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: ['too_short', 'missing_audience', 'missing_tone'],
    questions: ['goal', 'format', 'audience', 'tone'],
    rewrite: true,
  },
  {
    name: 'en: vague words in a longer brief',
    input: {
      ...base,
      title: 'Help with our newsletter',
      category: 'marketing_content',
      brief:
        'We need some help with our newsletter, you know, the usual stuff, make it pop for our customers in a warm tone.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: ['vague'],
    questions: ['format'],
    rewrite: true,
  },
  {
    name: 'en: social captions without audience or tone',
    input: {
      ...base,
      title: 'Instagram captions',
      category: 'marketing_content',
      brief:
        'Write 5 Instagram captions of about 30 words each announcing our new autumn menu with pumpkin soup and apple pie.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: ['missing_audience', 'missing_tone'],
    questions: ['audience', 'tone'],
    rewrite: true,
  },
  {
    name: 'en: complete copy brief',
    input: {
      ...base,
      title: 'Product descriptions',
      category: 'marketing_content',
      brief:
        'Write 3 product descriptions of 80 words for our candles, aimed at young homeowners, in a warm and playful tone.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: [],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: translation without a source',
    input: {
      ...base,
      title: 'Translate our menu',
      category: 'admin_docs',
      brief: 'Please translate our lunch menu from English to French for the new season, about 200 words in total.',
      language: 'fr',
      locale: 'en',
    },
    inScope: true,
    findings: ['missing_source'],
    questions: ['source'],
    rewrite: false,
  },
  {
    name: 'en: legal advice is out of scope',
    input: {
      ...base,
      title: 'Landlord dispute',
      category: 'legal_compliance',
      brief:
        'I need legal advice on whether I can sue my landlord for the broken heating this winter, with the steps to follow.',
      language: 'en',
      locale: 'en',
    },
    inScope: false,
    findings: ['out_of_scope'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: a 2,000-word article is over the word limit',
    input: {
      ...base,
      title: 'Blog article',
      category: 'marketing_content',
      brief: 'Write a 2,000-word blog article about heat pumps for homeowners in Ottawa, friendly and practical tone.',
      language: 'en',
      locale: 'en',
    },
    inScope: false,
    findings: ['too_many_words'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: pasted source over 800 words',
    input: {
      ...base,
      title: 'Proofread report',
      category: 'admin_docs',
      brief:
        'Please proofread the annual report below and fix spelling, grammar and punctuation, keeping the formal style.',
      sourceText: words(900, 'word'),
      language: 'en',
      locale: 'en',
    },
    inScope: false,
    findings: ['too_many_words'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: sheet over 500 rows',
    input: {
      ...base,
      title: 'Clean client list',
      category: 'research_data',
      brief: 'Clean up this client spreadsheet: remove duplicates, fix city names and sort by last name.',
      sourceText: rows(620),
      deliverableType: 'sheet',
      language: 'en',
      locale: 'en',
    },
    // 620 rows of three cells are also well over the 800 words a pasted source may hold.
    inScope: false,
    findings: ['too_many_rows', 'too_many_words'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: logo asked in the marketing category as text',
    input: {
      ...base,
      title: 'New logo',
      category: 'marketing_content',
      brief:
        'Design a simple logo for our bakery Pain Doré using warm orange colours and a wheat motif, square format.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: ['category_mismatch', 'deliverable_mismatch'],
    questions: [],
    rewrite: false,
    suggestedCategory: 'design_media',
    suggestedDeliverable: 'visual',
  },
  {
    name: 'en: sworn translation is out of scope',
    input: {
      ...base,
      title: 'Birth certificate',
      category: 'admin_docs',
      brief: 'I need a certified translation of my birth certificate for immigration, with a translator stamp.',
      sourceText: 'Certificat de naissance…',
      language: 'en',
      locale: 'en',
    },
    inScope: false,
    findings: ['out_of_scope'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'en: "sue" inside "issue" does not trigger scope',
    input: {
      ...base,
      title: 'Fix invoice wording',
      category: 'forms_business_docs',
      brief:
        'Rewrite the invoice reminder below so it mentions the issue date and due date clearly; 3 short sentences.',
      sourceText: 'Your invoice is late. Pay now.',
      language: 'en',
      locale: 'en',
    },
    inScope: true,
    findings: [],
    questions: [],
    rewrite: false,
  },
  // ---------------------------------------------------------------- French
  {
    name: 'fr: relecture claire avec texte source',
    input: {
      ...base,
      title: 'Relecture de notre page À propos',
      category: 'admin_docs',
      brief: 'Merci de relire le texte ci-dessous pour l’orthographe et la grammaire, en gardant notre ton chaleureux.',
      sourceText: 'Nous sommes un petit café au bord du canal depuis 2012.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: [],
    questions: [],
    rewrite: false,
  },
  {
    name: 'fr: vague et trop court',
    input: {
      ...base,
      title: 'Site',
      category: 'marketing_content',
      brief: 'Faire quelque chose de bien pour le site.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: ['too_short', 'missing_audience', 'missing_tone'],
    questions: ['goal', 'format', 'audience', 'tone'],
    rewrite: true,
  },
  {
    name: 'fr: publications sans public ni ton',
    input: {
      ...base,
      title: 'Publications Facebook',
      category: 'marketing_content',
      brief:
        'Rédiger 4 publications Facebook de 40 mots pour annoncer l’ouverture de notre deuxième boutique à Gatineau en mars.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: ['missing_audience', 'missing_tone'],
    questions: ['audience', 'tone'],
    rewrite: true,
  },
  {
    name: 'fr: infolettre complète',
    input: {
      ...base,
      title: 'Infolettre de décembre',
      category: 'marketing_content',
      brief:
        'Rédiger une infolettre de 300 mots pour nos clients fidèles, sur un ton chaleureux, qui présente nos heures des Fêtes.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: [],
    questions: [],
    rewrite: false,
  },
  {
    name: 'fr: traduction sans texte source',
    input: {
      ...base,
      title: 'Traduire notre politique',
      category: 'admin_docs',
      brief:
        'Traduire notre politique de retour du français vers l’anglais pour la boutique en ligne, environ 350 mots.',
      language: 'en',
      locale: 'fr',
    },
    inScope: true,
    findings: ['missing_source'],
    questions: ['source'],
    rewrite: false,
  },
  {
    name: 'fr: conseil fiscal hors cadre',
    input: {
      ...base,
      title: 'Impôts',
      category: 'admin_docs',
      brief:
        'J’ai besoin d’un conseil fiscal pour savoir quelles dépenses déduire dans ma déclaration de revenus de travailleur autonome.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: false,
    findings: ['out_of_scope'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'fr: 1 500 mots dépasse la limite',
    input: {
      ...base,
      title: 'Guide',
      category: 'marketing_content',
      brief: 'Écrire un guide de 1 500 mots pour les nouveaux arrivants à Gatineau, sur un ton rassurant et concret.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: false,
    findings: ['too_many_words'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'fr: avis médical hors cadre',
    input: {
      ...base,
      title: 'Symptômes',
      category: 'research_data',
      brief: 'Pouvez-vous me donner un avis médical sur mes symptômes de migraine et me dire quel médicament prendre?',
      language: 'fr',
      locale: 'fr',
    },
    inScope: false,
    findings: ['out_of_scope'],
    questions: [],
    rewrite: false,
  },
  {
    name: 'fr: tableur demandé en texte',
    input: {
      ...base,
      title: 'Liste de prix',
      category: 'research_data',
      brief:
        'Créer un tableur avec nos 40 produits, leurs prix et leurs codes, trié par catégorie, pour notre inventaire.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: ['deliverable_mismatch'],
    questions: [],
    rewrite: false,
    suggestedDeliverable: 'sheet',
  },
  {
    name: 'fr: termes vagues dans une demande plus longue',
    input: {
      ...base,
      title: 'Courriel',
      category: 'marketing_content',
      brief:
        'Un courriel pour nos clients sur un ton amical, genre pour dire des trucs sur nos nouveautés, comme d’habitude.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: true,
    findings: ['vague'],
    questions: ['format'],
    rewrite: true,
  },
  {
    name: 'fr: campagne multicanal continue hors cadre',
    input: {
      ...base,
      title: 'Marketing',
      category: 'marketing_content',
      brief:
        'Gérer notre campagne multicanal continue sur Facebook, Instagram et courriel pendant six mois pour les familles.',
      language: 'fr',
      locale: 'fr',
    },
    inScope: false,
    findings: ['out_of_scope'],
    questions: [],
    rewrite: false,
  },
];
