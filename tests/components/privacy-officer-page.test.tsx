import { readFileSync } from 'node:fs';
import { DEFAULT_SETTINGS, LIMITS, splitSettings, type Locale, type PublicSettings } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { LEGAL_SLUGS } from '../../web/src/config/paths';
import { render } from '../../web/src/entry-server';

// Law 25 s.3.1–3.2: the privacy policy (/privacy-policy, /fr/privacy-policy) names the person in
// charge of personal information and the retention periods the code applies. They are read from
// the values the retention jobs use and the admin's settings, as the build renders the page: a
// page that says otherwise than the code fails here.
const defaults = splitSettings(DEFAULT_SETTINGS).app;
const changed: PublicSettings = {
  ...defaults,
  files: { ...defaults.files!, retentionDays: 45 },
  privacyOfficer: {
    name: 'Jeanne <Roy>',
    title: { en: 'Chief Privacy Lead', fr: 'Cheffe de la vie privée' },
    contactEmail: 'officer@example.ca',
  },
};
const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the privacy policy says what the code does', () => {
  it('the retention jobs use the values the policy is filled from', () => {
    expect(source('functions/src/scheduled/notification-retention.ts')).toContain('LIMITS.notificationRetentionDays');
    expect(source('functions/src/scheduled/file-retention.ts')).toMatch(/filesOf\(await readSettings\(\)\)/);
    expect(source('functions/src/scheduled/file-retention.ts')).toContain('retentionDays');
  });

  for (const locale of ['en', 'fr'] as Locale[]) {
    it(`names the officer and the retention periods from the settings (${locale})`, async () => {
      const url = `http://localhost${locale === 'fr' ? '/fr' : ''}/privacy-policy`;
      const { html } = await render(url, locale, changed);
      const text = textOf(html);
      const days = locale === 'fr' ? 'jours' : 'days';
      const title = changed.privacyOfficer!.title[locale];
      expect(text).toContain(`Jeanne <Roy>, ${title}`);
      expect(text).toContain('officer@example.ca');
      expect(text).toContain(`${LIMITS.notificationRetentionDays} ${days}`);
      expect(text).toContain(`45 ${days}`);
      expect(text).not.toContain(DEFAULT_SETTINGS.privacyOfficer!.contactEmail);
      expect(text).not.toContain(DEFAULT_SETTINGS.privacyOfficer!.title[locale]);
      // The complaints process is on the page.
      expect(text).toMatch(locale === 'fr' ? /Plaintes .*Commission d'accès à l'information/ : /Complaints .*CAI/);
      // An admin's text is escaped, never markup.
      expect(html).toContain('Jeanne &lt;Roy&gt;');
    });
  }

  it('no legal page writes the officer or a retention period by hand, nor leaves a placeholder', async () => {
    for (const slug of LEGAL_SLUGS)
      for (const locale of ['en', 'fr'] as const) {
        const md = source(`web/src/content/legal/${slug}.${locale}.md`);
        expect(md, slug).not.toMatch(/privacy@|Privacy Officer|\b90 (days|jours)/);
      }
    for (const slug of ['privacy-policy', 'cookie-policy', 'legal-notice']) {
      const text = textOf((await render(`http://localhost/${slug}`, 'en', changed)).html);
      expect(text, slug).toContain('officer@example.ca');
      expect(text, slug).not.toContain('{{');
    }
  });
});
