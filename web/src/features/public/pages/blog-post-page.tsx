import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Link } from '../../../components/locale-link';
import { paths } from '../../../config/paths';
import NotFound from '../../../components/not-found';
import { PageMeta } from '../../../components/page-meta';
import { ContentError } from '../../../components/content-state';
import { formatDay } from '../components/format';
import { ContentHtml } from '../components/markdown';
import { PageCta } from '../components/page-cta';
import { ShareBlock } from '../components/share-block';
import { blogSlugs, loadDoc } from '../content/content';
import { useContent, useLocale } from '../content/use-content';

function BlogPost({ slug }: { slug: string }) {
  const locale = useLocale();
  const state = useContent((l) => loadDoc('blog', slug, l), `blog/${slug}`);
  if (state.status === 'error')
    return (
      <section className="section">
        <div className="container">
          <ContentError />
        </div>
      </section>
    );
  if (!state.data) return <NotFound />;
  const { meta, html } = state.data;
  return (
    <article data-testid="blog-post">
      <PageMeta title={meta.title} description={meta.description} />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container is-max-desktop">
            <p className="mb-3">
              <Link to={paths.blog.getHref()}>
                <Trans>← All articles</Trans>
              </Link>
            </p>
            <h1 className="title is-2">{meta.title}</h1>
            {meta.date && (
              <p className="is-size-7 has-text-grey-dark">
                <time dateTime={meta.date}>{formatDay(meta.date, locale)}</time>
              </p>
            )}
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container is-max-desktop">
          <ContentHtml html={html} testId="page-body" />
          <ShareBlock title={meta.title} />
          <PageCta />
        </div>
      </section>
    </article>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  if (!blogSlugs.includes(slug)) return <NotFound />;
  return <BlogPost key={slug} slug={slug} />;
}
