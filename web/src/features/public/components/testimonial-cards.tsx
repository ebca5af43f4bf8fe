import { Trans } from '@lingui/react/macro';
import type { Testimonial } from '../content/content';
import { useLocale } from '../content/use-content';

/**
 * The stories are illustrative personas, not real customers: the note says so, so the page never
 * passes them off as reviews.
 */
export function IllustrativeNote() {
  return (
    <p className="notification is-info is-light is-size-7" data-testid="testimonials-note">
      <Trans>Illustrative client stories, based on the tasks we handle: real reviews are coming soon.</Trans>
    </p>
  );
}

export function TestimonialCards({ items }: { items: Testimonial[] }) {
  const [open, close] = useLocale() === 'fr' ? ['« ', ' »'] : ['“', '”'];
  return (
    <ul className="tl-grid tl-grid-3" data-testid="testimonials">
      {items.map((t) => (
        <li key={t.id} className="box testimonial">
          <figure>
            <blockquote>
              <p>
                {open}
                {t.quote}
                {close}
              </p>
            </blockquote>
            <figcaption className="mt-3 is-size-7">
              <strong>{t.name}</strong>, {t.role}, {t.city}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
