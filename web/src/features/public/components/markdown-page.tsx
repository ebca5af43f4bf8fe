import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import NotFound from '../../../components/not-found';
import { PageMeta } from '../../../components/page-meta';
import { loadDoc, type ContentKind } from '../content/content';
import { useContent, useLocale } from '../content/use-content';
import { useFillSettings } from '../content/fill-settings';
import { ContentError } from '../../../components/content-state';
import { formatDay } from './format';
import { ContentHtml } from './markdown';

/**
 * A page whose text is a markdown file in content/<kind>/<slug>.<locale>.md: the title and
 * description come from its front matter; `after` adds page-specific blocks below the text. Its
 * placeholders ({{privacy.officer}}, {{privacy.fileDays}}…) are filled from the live public settings.
 */
export function MarkdownPage({
  kind,
  slug,
  after,
  showUpdated = false,
}: {
  kind: ContentKind;
  slug: string;
  after?: ReactNode;
  showUpdated?: boolean;
}) {
  const locale = useLocale();
  const state = useContent((l) => loadDoc(kind, slug, l), `${kind}/${slug}`);
  const fill = useFillSettings({ html: true });

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
    <article data-testid={`page-${slug}`}>
      <PageMeta title={meta.title} description={meta.description} />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container is-max-desktop">
            <h1 className="title is-2">{meta.title}</h1>
            <p className="subtitle is-5">{meta.description}</p>
            {showUpdated && (
              <p className="is-size-7 has-text-grey-dark" data-testid="last-updated">
                <Trans>Last updated: {formatDay(meta.updated, locale)}</Trans>
              </p>
            )}
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container is-max-desktop">
          <ContentHtml html={fill(html)} testId="page-body" />
          {after}
        </div>
      </section>
    </article>
  );
}
