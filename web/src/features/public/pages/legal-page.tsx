import { useLocation } from 'react-router';
import { LEGAL_SLUGS, type LegalSlug } from '../../../config/paths';
import NotFound from '../../../components/not-found';
import { MarkdownPage } from '../components/markdown-page';

/** One component for every legal route: the slug is the path itself. */
export default function LegalPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) return <NotFound />;
  return <MarkdownPage key={slug} kind="legal" slug={slug as LegalSlug} showUpdated />;
}
