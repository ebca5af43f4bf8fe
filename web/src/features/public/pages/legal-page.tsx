import { useLocation } from 'react-router';
import { LEGAL_SLUGS, type LegalSlug } from '../../../config/paths';
import { basePath } from '../../../config/public-pages';
import NotFound from '../../../components/not-found';
import { MarkdownPage } from '../components/markdown-page';

/** One component for every legal route, in both languages: the slug is the path without /fr. */
export default function LegalPage() {
  const slug = basePath(useLocation().pathname).replace(/^\/+/, '');
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) return <NotFound />;
  return <MarkdownPage key={slug} kind="legal" slug={slug as LegalSlug} showUpdated />;
}
