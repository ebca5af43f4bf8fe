import { MarkdownPage } from '../components/markdown-page';
import { PageCta } from '../components/page-cta';

export default function WhyUsPage() {
  return <MarkdownPage kind="pages" slug="why-us" after={<PageCta />} />;
}
