import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from '../../../components/locale-link';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';
import { ContentError, ContentLoading } from '../../../components/content-state';
import { formatDay } from '../components/format';
import { loadBlogIndex } from '../content/content';
import { useContent, useLocale } from '../content/use-content';

function Posts() {
  const locale = useLocale();
  const state = useContent(loadBlogIndex, 'blog-index');
  if (state.status === 'error') return <ContentError />;
  return (
    <>
      {state.status === 'ready' && state.data.length === 0 && (
        <p>
          <Trans>No articles yet. Come back soon.</Trans>
        </p>
      )}
      {state.status === 'ready' && (
        <ul className="blog-list">
          {state.data.map((post) => (
            <li key={post.slug} className="box" data-testid="blog-card">
              <h2 className="title is-4">
                <Link to={paths.blogPost.getHref(post.slug)}>{post.meta.title}</Link>
              </h2>
              {post.meta.date && (
                <p className="is-size-7 has-text-grey-dark mb-2">
                  <time dateTime={post.meta.date}>{formatDay(post.meta.date, locale)}</time>
                </p>
              )}
              <p>{post.meta.summary ?? post.meta.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function BlogPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Blog`}
        description={t`Practical guides for small businesses in Ottawa-Gatineau: delegating small tasks, bilingual marketing, and how AI plus human review works.`}
      />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container is-max-desktop">
            <h1 className="title is-2">
              <Trans>The Tasklane blog</Trans>
            </h1>
            <p className="subtitle is-5">
              <Trans>
                Practical guides for small businesses: what to delegate, how to write for two languages, and how our
                work gets done.
              </Trans>
            </p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container is-max-desktop">
          <Suspense fallback={<ContentLoading />}>
            <Posts />
          </Suspense>
        </div>
      </section>
    </>
  );
}
