import { MarkdownPage } from '../components/markdown-page';
import { PageCta } from '../components/page-cta';

export default function AboutPage() {
  return <MarkdownPage kind="pages" slug="about" after={<PageCta />} />;
}
