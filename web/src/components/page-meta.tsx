import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { basePath, isPublicPage, twinHrefs } from '../config/public-pages';
import { env } from '../lib/env';

/**
 * Per-page <title>, description and Open Graph tags; on the public pages also the canonical URL
 * and the hreflang links between the English and French twins. React 19 hoists these into
 * <head>, and the prerender writes them into each page's HTML.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const full = title === 'Tasklane' ? title : `${title} · Tasklane`;
  const indexable = isPublicPage(pathname);
  const twins = twinHrefs(basePath(pathname));
  const own = indexable ? twins[i18n.locale === 'fr' ? 'fr' : 'en'] : pathname;
  const url = `${env.siteOrigin}${own}`;
  return (
    <>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={full} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Tasklane" />
      <meta property="og:locale" content={i18n.locale === 'fr' ? 'fr_CA' : 'en_CA'} />
      <meta property="og:url" content={url} />
      {indexable && <link rel="canonical" href={url} />}
      {indexable && <link rel="alternate" hrefLang="en-CA" href={`${env.siteOrigin}${twins.en}`} />}
      {indexable && <link rel="alternate" hrefLang="fr-CA" href={`${env.siteOrigin}${twins.fr}`} />}
      {indexable && <link rel="alternate" hrefLang="x-default" href={`${env.siteOrigin}${twins.en}`} />}
    </>
  );
}
