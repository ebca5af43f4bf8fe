// @vitest-environment happy-dom
import { DEFAULT_SETTINGS, splitSettings, type PublishedTestimonial } from '@tasklane/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IllustrativeNote, TestimonialCards } from '../../web/src/features/public/components/testimonial-cards';
import { seedPublicSettings } from '../../web/src/lib/public-settings';
import { renderIn } from './render';

afterEach(cleanup);

const personas = [1, 2, 3].map((i) => ({
  id: `p${i}`,
  name: `Persona ${i}`,
  role: 'Owner',
  city: 'Ottawa',
  quote: `Illustrative ${i}`,
}));
const real = (n: number): PublishedTestimonial[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    quote: `Real ${i}`,
    firstName: 'Élise',
    initial: 'D.',
    city: 'Gatineau',
    stars: 5,
    locale: i === 0 ? 'en' : 'fr',
  }));

function withReal(n: number) {
  const app = splitSettings(DEFAULT_SETTINGS).app;
  seedPublicSettings(n > 0 ? { ...app, testimonials: real(n) } : app);
}

describe('testimonials on the public pages', () => {
  it('with none published: the illustrative stories and the notice', async () => {
    withReal(0);
    await renderIn(
      'en',
      <>
        <IllustrativeNote />
        <TestimonialCards items={personas} />
      </>,
    );
    expect(screen.getByTestId('testimonials-note').textContent).toContain('Illustrative client stories');
    expect(screen.getByTestId('testimonials').querySelectorAll('li')).toHaveLength(3);
  });

  it('with two published: real ones first, the stories still there, and the notice says which is which', async () => {
    withReal(2);
    await renderIn(
      'fr',
      <>
        <IllustrativeNote />
        <TestimonialCards items={personas} />
      </>,
    );
    const items = [...screen.getByTestId('testimonials').querySelectorAll('li')];
    expect(items).toHaveLength(5);
    // The French one comes first on a French page.
    expect(items[0]!.textContent).toContain('Real 1');
    expect(items[0]!.textContent).toContain('Élise D.');
    expect(screen.getByTestId('testimonials-note')).toBeTruthy();
  });

  it('with three published: only real ones, and the notice is gone', async () => {
    withReal(3);
    await renderIn(
      'en',
      <>
        <IllustrativeNote />
        <TestimonialCards items={personas} />
      </>,
    );
    expect(screen.queryByTestId('testimonials-note')).toBeNull();
    expect(screen.getAllByTestId('testimonial-real')).toHaveLength(3);
    expect(screen.getByTestId('testimonials').textContent).not.toContain('Illustrative');
  });
});
