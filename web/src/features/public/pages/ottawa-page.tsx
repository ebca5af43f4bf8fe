import { LocalBusinessJsonLd } from '../components/json-ld';
import { MarkdownPage } from '../components/markdown-page';
import { PageCta } from '../components/page-cta';

export default function OttawaPage() {
  return (
    <MarkdownPage
      kind="pages"
      slug="ottawa-services"
      after={
        <>
          <LocalBusinessJsonLd city="Ottawa" />
          <PageCta />
        </>
      }
    />
  );
}
