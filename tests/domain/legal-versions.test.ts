// The terms and the privacy policy carry a version, the same in English and French, equal to the
// one the server checks orders against. Each version's texts are fingerprinted here: changing a
// text without a new version fails, so a customer is never held to words they did not accept.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CURRENT_LEGAL_VERSIONS, type LegalDocument } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const FILES: Record<LegalDocument, string> = { terms: 'terms-of-service', privacy: 'privacy-policy' };

/** SHA-256 of each text, per document and version. A new version adds a line; old lines stay. */
const RECORDED: Record<LegalDocument, Record<string, { en: string; fr: string }>> = {
  terms: {
    '2026-11-22': {
      en: '4d9e5f289ac7701baf02b5da2fc19937c21823146a2e26b6210a81c26292b975',
      fr: 'd2692f697287bbb314a7e50698942d8efddb6f3419c5b623aff394595c9b6c78',
    },
  },
  privacy: {
    '2026-11-22': {
      en: '24d293dcad677f30a9c7a6e5e0fca3b11bb4f033e2c36c19bc9206986a1a927a',
      fr: '9e353481ce377402557ed71c6dd6a992782a1b5b3e342e1c75e98ff8c51e27df',
    },
    '2026-11-29': {
      en: '9ab2f759310beaa1093585857082d2817d117d945762af28689807fee0cac1d4',
      fr: 'a080a6e7bc9556e8cefa49e0eda426eee9352c372751d3fc682bf21d7e082e92',
    },
  },
};

const read = (doc: LegalDocument, lang: 'en' | 'fr') =>
  readFileSync(new URL(`../../web/src/content/legal/${FILES[doc]}.${lang}.md`, import.meta.url), 'utf8');
const versionOf = (text: string) => /^version:\s*"([^"]+)"$/m.exec(text)?.[1];
const hashOf = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

describe('legal document versions', () => {
  for (const doc of ['terms', 'privacy'] as const) {
    it(`${doc}: both languages carry the current version, and its texts are the recorded ones`, () => {
      const version = CURRENT_LEGAL_VERSIONS[doc];
      const en = read(doc, 'en');
      const fr = read(doc, 'fr');
      expect(versionOf(en)).toBe(version);
      expect(versionOf(fr)).toBe(version);
      // A failure here: the text changed. Give it a new version (front matter in both languages
      // and CURRENT_LEGAL_VERSIONS), then record the new hashes under it.
      expect({ en: hashOf(en), fr: hashOf(fr) }).toEqual(RECORDED[doc][version]);
    });
  }
});
