/**
 * Per-page <title>, description and Open Graph tags. React 19 hoists these into <head>.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const full = title === 'Tasklane' ? title : `${title} · Tasklane`;
  const url = typeof window !== 'undefined' ? window.location.href : undefined;
  return (
    <>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={full} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Tasklane" />
      {url && <meta property="og:url" content={url} />}
    </>
  );
}
