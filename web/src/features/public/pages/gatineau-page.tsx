import { LocalBusinessJsonLd } from '../components/json-ld';
import { MarkdownPage } from '../components/markdown-page';
import { PageCta } from '../components/page-cta';

export default function GatineauPage() {
  return (
    <MarkdownPage
      kind="pages"
      slug="gatineau-services"
      after={
        <>
          <LocalBusinessJsonLd city="Gatineau" />
          <PageCta />
        </>
      }
    />
  );
}
