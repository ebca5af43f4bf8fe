// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffDraft } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BilingualDeliverFormView } from '../../web/src/features/admin/components/bilingual-deliver-form';
import { brandKitDoc } from '../support/brand-kits';
import { taskDoc } from '../support/factories';
import { renderIn } from './render';

afterEach(cleanup);

const kit = brandKitDoc('customer-1');
const task = taskDoc('customer-1', {
  status: 'in_review',
  reviewerId: 'reviewer-1',
  language: 'en',
  bilingual: true,
  brief: 'A spring poster.',
  sourceText: 'Come to the sugar shack.',
});
const draft = {
  provider: 'offline',
  model: 'm',
  text: 'Come to the sugar shack.',
  textFr: 'Venez à la cabane.',
  tokens: 1,
  ms: 0,
  attempts: 1,
  failed: false,
  error: null,
  createdAt: new Date(),
} as StaffDraft;

describe('the reviewer’s two texts side by side', () => {
  it('checks the glossary in each language and delivers both texts (en)', async () => {
    const onDeliver = vi.fn(async () => undefined);
    await renderIn(
      'en',
      <BilingualDeliverFormView task={task} draft={draft} canDeliver glossary={kit.glossary} onDeliver={onDeliver} />,
    );
    const en = screen.getByTestId('bilingual-column-en');
    const fr = screen.getByTestId('bilingual-column-fr');
    expect(within(en).queryByTestId('glossary-check')).toBeNull();
    expect(
      within(fr)
        .getAllByTestId('glossary-miss')
        .map((li) => li.textContent),
    ).toEqual(['sugar shack: cabane à sucre is missing from the text']);

    fireEvent.change(within(fr).getByTestId('review-editor-fr'), { target: { value: 'Venez à la cabane à sucre.' } });
    await waitFor(() => expect(within(fr).queryByTestId('glossary-check')).toBeNull());
    fireEvent.click(screen.getByTestId('deliver'));
    await waitFor(() =>
      expect(onDeliver).toHaveBeenCalledWith('Come to the sugar shack.', 'Venez à la cabane à sucre.', []),
    );
  });

  it('refuses an empty French text before calling the server, on the French editor (fr)', async () => {
    const onDeliver = vi.fn(async () => undefined);
    await renderIn(
      'fr',
      <BilingualDeliverFormView
        task={task}
        draft={{ ...draft, textFr: '' }}
        canDeliver
        glossary={[]}
        onDeliver={onDeliver}
      />,
    );
    fireEvent.click(screen.getByTestId('deliver'));
    const fr = screen.getByTestId('bilingual-column-fr');
    await waitFor(() => expect(within(fr).getByRole('alert')).toBeTruthy());
    expect(within(fr).getByTestId('review-editor-fr').getAttribute('aria-invalid')).toBe('true');
    expect(onDeliver).not.toHaveBeenCalled();
  });
});
