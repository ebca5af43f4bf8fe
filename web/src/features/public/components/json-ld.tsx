import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { env } from '../../../lib/env';
import type { FaqEntry } from '../content/content';

/**
 * Structured data for search engines. `<` is escaped so no text in it can close the script
 * element; the rest is JSON, which a browser never runs.
 */
function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The FAQ page's questions and answers as schema.org FAQPage. */
/** `fill` puts the live prices and delivery times into the answers (useFillSettings). */
export function FaqJsonLd({ entries, fill }: { entries: FaqEntry[]; fill: (text: string) => string }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((e) => ({
          '@type': 'Question',
          name: fill(e.question),
          acceptedAnswer: { '@type': 'Answer', text: fill(e.answer) },
        })),
      }}
    />
  );
}

const REGIONS = { Ottawa: 'ON', Gatineau: 'QC' } as const;

/** The business as schema.org LocalBusiness, serving one city of the region. */
export function LocalBusinessJsonLd({ city }: { city: keyof typeof REGIONS }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const hours = Object.values(usePublicSettings().tiers).map((tier) => tier.hours);
  const fastest = Math.min(...hours);
  const slowest = Math.max(...hours);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Tasklane',
        description: t`Small business tasks drafted by AI, polished by a human, delivered in ${fastest} to ${slowest} hours. English and French, Ottawa-Gatineau.`,
        url: `${env.siteOrigin}${pathname}`,
        inLanguage: i18n.locale === 'fr' ? 'fr-CA' : 'en-CA',
        availableLanguage: ['en-CA', 'fr-CA'],
        currenciesAccepted: 'CAD',
        address: {
          '@type': 'PostalAddress',
          addressLocality: city,
          addressRegion: REGIONS[city],
          addressCountry: 'CA',
        },
        areaServed: [
          { '@type': 'City', name: 'Ottawa' },
          { '@type': 'City', name: 'Gatineau' },
        ],
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
      }}
    />
  );
}
