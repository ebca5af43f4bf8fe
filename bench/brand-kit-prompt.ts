// The drafter's prompt as the server assembles it for one task with a full brand kit (500-word description, 300-pair glossary): prints it and its size,
// for a task in one language and for the same task in English and French (one call asks for both texts).
// Pure CPU, no emulator: the same buildDraftPrompt the network drafters send.
//   npx tsx bench/brand-kit-prompt.ts [--quiet]
import {
  BRAND_KIT_PROMPT_BUDGET,
  DEFAULT_SETTINGS,
  brandKitPromptSection,
  buildDraftPrompt,
  type BrandKitContent,
} from '@tasklane/domain';
import { performance } from 'node:perf_hooks';

const glossary = [
  { en: 'maple taffy', fr: 'tire d’érable' },
  { en: 'sugar shack', fr: 'cabane à sucre' },
  { en: 'sap run', fr: 'coulée des sucres' },
  ...Array.from({ length: 297 }, (_, i) => ({ en: `product term ${i + 1}`, fr: `terme produit ${i + 1}` })),
];
const kit: BrandKitContent = {
  description: Array.from({ length: 50 }, (_, i) => `Lavoie family sugar shack ${i + 1}, Gatineau since 1952.`)
    .join(' ')
    .split(' ')
    .slice(0, 500)
    .join(' '),
  audience: 'Families and school groups in the Outaouais and Ottawa; bilingual, many French first.',
  voice: ['warm', 'plain', 'proud', 'local', 'playful'],
  wordsToUse: ['homemade', 'family', 'pure maple'],
  wordsToAvoid: ['cheap', 'deal', 'artificial'],
  signOff: 'À bientôt à la cabane! — The Lavoie family',
  glossary,
  colours: ['#7a3e12', '#f4e1c1'],
};
const task = {
  title: 'Spring opening post',
  category: 'marketing_content' as const,
  deliverableType: 'text' as const,
  language: 'en' as const,
  brief:
    'A warm Facebook post announcing the sap run and our maple taffy on snow, for families. Mention product term 12 and product term 140.',
  sourceText: 'Open weekends from March 7. Maple taffy on snow, pancakes, sleigh rides at the sugar shack.',
};

const started = performance.now();
const prompt = buildDraftPrompt({ ...task, brandKit: kit }, DEFAULT_SETTINGS);
const ms = performance.now() - started;
const section = brandKitPromptSection(kit, task);
const without = buildDraftPrompt(task, DEFAULT_SETTINGS);
const both = buildDraftPrompt({ ...task, bilingual: true, brandKit: kit }, DEFAULT_SETTINGS);
if (!process.argv.includes('--quiet')) {
  console.log('=== system ===');
  console.log(prompt.system);
  console.log('=== user ===');
  console.log(prompt.user);
  console.log('=== user, English and French (only the end differs) ===');
  console.log(both.user.slice(prompt.user.length).trim());
  console.log('==============');
}
const chars = (s: string) => s.length;
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
console.log(
  `glossary: ${glossary.length} pairs in the kit, ${section.glossaryIncluded} sent (used by the brief or source), ${section.glossaryOmitted} left out for length`,
);
console.log(
  `kit section: ${chars(section.text)} characters (budget ${BRAND_KIT_PROMPT_BUDGET}), ${bytes(section.text)} bytes`,
);
console.log(
  `whole prompt: system ${chars(prompt.system)} + user ${chars(prompt.user)} = ${chars(prompt.system) + chars(prompt.user)} characters, ${bytes(prompt.system) + bytes(prompt.user)} bytes (without the kit: ${chars(without.system) + chars(without.user)})`,
);
console.log(
  `both languages: system ${chars(both.system)} + user ${chars(both.user)} = ${chars(both.system) + chars(both.user)} characters, ${bytes(both.system) + bytes(both.user)} bytes (the kit section unchanged: ${chars(section.text)} of ${BRAND_KIT_PROMPT_BUDGET})`,
);
console.log(`assembled in ${ms.toFixed(2)} ms`);
