// What a brief asks for: its category's words, a visual or a sheet, and the words or rows it counts.
import type { Category } from '../constants.js';
import { phraseRegex } from './vocabulary.js';

export const CATEGORY_WORDS: Partial<Record<Category, RegExp>> = {
  design_media: phraseRegex([
    'logo',
    'banner',
    'visual',
    'image',
    'poster',
    'thumbnail',
    'infographic',
    'photo',
    'banniere',
    'visuel',
    'affiche',
    'vignette',
    'infographie',
  ]),
  research_data: phraseRegex([
    'spreadsheet',
    'excel',
    'csv',
    'pivot',
    'dataset',
    'data entry',
    'market research',
    'chiffrier',
    'tableur',
    'feuille de calcul',
    'donnees',
    'recherche de marche',
    'saisie de donnees',
  ]),
  marketing_content: phraseRegex([
    'caption',
    'captions',
    'instagram',
    'facebook',
    'linkedin',
    'newsletter',
    'slogan',
    'tagline',
    'ad copy',
    'legende',
    'legendes',
    'infolettre',
    'publicite',
  ]),
  hr_operations: phraseRegex([
    'job posting',
    'job description',
    'onboarding',
    'employee handbook',
    "offre d'emploi",
    'description de poste',
    'accueil des employes',
    "guide de l'employe",
  ]),
  forms_business_docs: phraseRegex([
    'fill out the form',
    'fill in the form',
    'application form',
    'invoice template',
    'remplir le formulaire',
    'formulaire de demande',
    'modele de facture',
  ]),
  tech_digital: phraseRegex([
    'wordpress',
    'shopify',
    'website update',
    'html',
    'seo',
    'mise a jour du site',
    'referencement',
  ]),
};
export const VISUAL_WORDS = phraseRegex([
  'logo',
  'banner',
  'visual',
  'poster',
  'thumbnail',
  'infographic',
  'banniere',
  'visuel',
  'affiche',
  'vignette',
  'infographie',
]);
export const SHEET_WORDS = phraseRegex([
  'spreadsheet',
  'excel',
  'csv',
  'rows',
  'columns',
  'chiffrier',
  'tableur',
  'feuille de calcul',
  'lignes',
  'colonnes',
]);

/** "2000 words", "1 500 mots", "3,000-word": the largest word count a brief asks for. */
export function askedWords(text: string): number {
  let max = 0;
  for (const m of text.matchAll(/(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+)\s*-?\s*(?:words?|mots?)\b/gu)) {
    max = Math.max(max, Number(m[1]!.replace(/[^\d]/g, '')));
  }
  return max;
}
export function askedRows(text: string): number {
  let max = 0;
  for (const m of text.matchAll(/(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+)\s*(?:rows?|lignes?|entries|entrees)\b/gu)) {
    max = Math.max(max, Number(m[1]!.replace(/[^\d]/g, '')));
  }
  return max;
}
