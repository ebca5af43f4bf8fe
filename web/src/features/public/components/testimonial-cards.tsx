import { Trans, useLingui } from '@lingui/react/macro';
import { REAL_TESTIMONIALS_THRESHOLD, type PublishedTestimonial } from '@tasklane/domain';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import type { Testimonial } from '../content/content';
import { useLocale } from '../content/use-content';

/** Real, published testimonials (from the cached public read), those in the page's language first. */
function useRealTestimonials(): PublishedTestimonial[] {
  const locale = useLocale();
  const items = usePublicSettings().testimonials ?? [];
  return [...items.filter((t) => t.locale === locale), ...items.filter((t) => t.locale !== locale)];
}

/**
 * The illustrative personas are not real customers: the note says so, so the page never passes
 * them off as reviews. Once enough real testimonials are published, they replace the personas
 * and the note goes.
 */
export function IllustrativeNote() {
  const real = useRealTestimonials();
  if (real.length >= REAL_TESTIMONIALS_THRESHOLD) return null;
  return (
    <p className="notification is-info is-light is-size-7" data-testid="testimonials-note">
      {real.length > 0 ? (
        <Trans>
          Real reviews from our customers come first; the other stories are illustrative, based on the tasks we handle.
        </Trans>
      ) : (
        <Trans>Illustrative client stories, based on the tasks we handle: real reviews are coming soon.</Trans>
      )}
    </p>
  );
}

export function TestimonialCards({ items }: { items: Testimonial[] }) {
  const { t } = useLingui();
  const [open, close] = useLocale() === 'fr' ? ['« ', ' »'] : ['“', '”'];
  const real = useRealTestimonials();
  const shown: (Testimonial & { real?: boolean; stars?: number })[] = [
    ...real.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.initial}`,
      role: t`Tasklane customer`,
      city: r.city,
      quote: r.quote,
      real: true,
      stars: r.stars,
    })),
    ...(real.length >= REAL_TESTIMONIALS_THRESHOLD ? [] : items),
  ];
  return (
    <ul className="tl-grid tl-grid-3" data-testid="testimonials">
      {shown.map((item) => (
        <li key={item.id} className="box testimonial" data-testid={item.real ? 'testimonial-real' : undefined}>
          <figure>
            {item.stars !== undefined && (
              <p className="mb-2" aria-label={t`${item.stars} out of 5`}>
                <span aria-hidden="true">{'★'.repeat(item.stars) + '☆'.repeat(5 - item.stars)}</span>
              </p>
            )}
            <blockquote>
              <p>
                {open}
                {item.quote}
                {close}
              </p>
            </blockquote>
            <figcaption className="mt-3 is-size-7">
              <strong>{item.name}</strong>, {item.role}, {item.city}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
