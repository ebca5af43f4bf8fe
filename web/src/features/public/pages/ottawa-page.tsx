import { MarkdownPage } from '../components/markdown-page';
import { PageCta } from '../components/page-cta';

export default function OttawaPage() {
  return <MarkdownPage kind="pages" slug="ottawa-services" after={<PageCta />} />;
}
