// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandKitPanel } from '../../web/src/features/admin/components/brand-kit-panel';
import { DeliverFormView } from '../../web/src/features/admin/components/deliver-form';
import { GlossaryCheck } from '../../web/src/features/admin/components/glossary-check';
import { brandKitDoc } from '../support/brand-kits';
import { taskDoc } from '../support/factories';
import { renderIn } from './render';

afterEach(cleanup);

const kit = brandKitDoc('customer-1');
const task = taskDoc('customer-1', {
  status: 'in_review',
  reviewerId: 'reviewer-1',
  language: 'fr',
  brief: 'Traduire l’affiche.',
  sourceText: 'Come to the sugar shack for maple taffy.',
});

describe('GlossaryCheck beside the reviewer’s editor', () => {
  it('highlights each source term whose approved translation is missing, and clears once the reviewer fixes the text (fr)', async () => {
    await renderIn(
      'fr',
      <DeliverFormView
        task={task}
        draftText="Venez à la cabane pour de la tire."
        canDeliver
        onDeliver={vi.fn(async () => undefined)}
        belowEditor={(edit) => <GlossaryCheck glossary={kit.glossary} task={task} result={edit} />}
      />,
    );
    const misses = screen.getAllByTestId('glossary-miss');
    expect(misses.map((li) => li.textContent)).toEqual([
      'maple taffy : tire d’érable manque dans le texte',
      'sugar shack : cabane à sucre manque dans le texte',
    ]);
    expect(misses[1]!.querySelector('mark')?.textContent).toBe('sugar shack');

    fireEvent.change(screen.getByTestId('review-editor'), {
      target: { value: 'Venez à la cabane à sucre pour de la tire d’érable.' },
    });
    await waitFor(() => expect(screen.queryByTestId('glossary-check')).toBeNull());
    expect(screen.getByTestId('glossary-check-ok').textContent).toBe(
      'Vérification du glossaire : chaque terme approuvé employé par la source figure dans le texte.',
    );
  });

  it('says nothing when the source uses none of the glossary’s terms (en)', async () => {
    await renderIn(
      'en',
      <GlossaryCheck glossary={kit.glossary} task={{ ...task, sourceText: 'Open Friday.' }} result="" />,
    );
    expect(screen.queryByTestId('glossary-check')).toBeNull();
    expect(screen.queryByTestId('glossary-check-ok')).toBeNull();
  });
});

describe('BrandKitPanel', () => {
  it('shows the kit beside the brief with only the glossary pairs this task uses (en)', async () => {
    await renderIn('en', <BrandKitPanel kit={kit} task={task} />);
    const panel = screen.getByTestId('review-brand-kit');
    expect(panel.textContent).toContain('warm, plain');
    expect(screen.getByTestId('review-kit-avoid').textContent).toBe('cheap');
    expect(panel.textContent).toContain('À bientôt à la cabane! — The Lavoie family');
    expect(
      Array.from(screen.getByTestId('review-kit-glossary').querySelectorAll('li')).map((li) => li.textContent),
    ).toEqual(['maple taffy = tire d’érable', 'sugar shack = cabane à sucre']);
  });

  it('says when the account has no kit, and shows nothing while it loads (fr)', async () => {
    const { rerender } = await renderIn('fr', <BrandKitPanel kit={null} task={task} />);
    expect(screen.getByTestId('review-brand-kit-none').textContent).toBe('Ce client n’a pas de trousse de marque.');
    rerender(<BrandKitPanel kit={undefined} task={task} />);
    expect(screen.queryByTestId('review-brand-kit-none')).toBeNull();
  });
});
