// @vitest-environment happy-dom
// The /memory page's list of pairs, one page at a time: its loading, error and empty states (a
// search's own empty message), its rows with their origin, and "Show more" only on a full last page.
import type { MemoryPairDoc, WithId } from '@tasklane/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsAll, searchWords } from '../../web/src/features/memory/api/memory-api';
import { PairsPageView, type PageState } from '../../web/src/features/memory/components/memory-pairs';
import { renderIn } from './render';

afterEach(cleanup);

const pair = (id: string, en: string, fr: string, extra: Partial<MemoryPairDoc> = {}): WithId<MemoryPairDoc> =>
  ({ id, en, fr, words: [], source: 'import', approved: true, ...extra }) as WithId<MemoryPairDoc>;

const view = (
  state: PageState,
  opts: { searching?: boolean; first?: boolean; last?: boolean } = {},
  onMore = () => {},
) => (
  <PairsPageView
    accountId="acc1"
    state={state}
    searching={opts.searching ?? false}
    first={opts.first ?? true}
    last={opts.last ?? true}
    onMore={onMore}
  />
);

describe('the memory’s pairs', () => {
  it('shows loading, error and empty states, in English and French', async () => {
    const { rerender, container } = await renderIn('en', view({ status: 'loading' }));
    expect(container.querySelector('[data-testid="memory-pair"]')).toBeNull();
    expect(container.textContent).toContain('Loading');
    rerender(view({ status: 'error' }));
    expect(screen.getByRole('alert').textContent).toBe('We could not load the memory. Please refresh the page.');
    rerender(view({ status: 'success', pairs: [], full: false }));
    expect(screen.getByTestId('memory-pairs-empty').textContent).toBe('The memory holds no pairs yet.');
    rerender(view({ status: 'success', pairs: [], full: false }, { searching: true }));
    expect(screen.getByTestId('memory-pairs-empty').textContent).toBe('No pair holds these words.');
    cleanup();
    await renderIn('fr', view({ status: 'success', pairs: [], full: false }, { searching: true }));
    expect(screen.getByTestId('memory-pairs-empty').textContent).toBe('Aucune paire ne contient ces mots.');
  });

  it('lists the pairs with their origin, and offers the next page only on a full last page', async () => {
    const onMore = vi.fn();
    const pairs = [
      pair('p1', 'Our patio is heated.', 'Notre terrasse est chauffée.'),
      pair('p2', 'Book a table.', 'Réservez une table.', { source: 'paste', approved: false }),
    ];
    const { rerender } = await renderIn('en', view({ status: 'success', pairs, full: true }, {}, onMore));
    const rows = screen.getAllByTestId('memory-pair');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Notre terrasse est chauffée.');
    expect(rows[1]!.textContent).toContain('Pasted texts · not approved');
    fireEvent.click(screen.getByTestId('memory-more'));
    expect(onMore).toHaveBeenCalledOnce();
    rerender(view({ status: 'success', pairs, full: true }, { last: false }, onMore));
    expect(screen.queryByTestId('memory-more')).toBeNull();
    rerender(view({ status: 'success', pairs, full: false }, {}, onMore));
    expect(screen.queryByTestId('memory-more')).toBeNull();
    // A later page whose words all filtered out shows no empty message, only the way on.
    rerender(view({ status: 'success', pairs: [], full: true }, { first: false }, onMore));
    expect(screen.queryByTestId('memory-pairs-empty')).toBeNull();
    expect(screen.getByTestId('memory-more')).toBeTruthy();
  });

  it('searches every word: the longest keys the query, the others filter its page', () => {
    expect(searchWords('  Terrasse  CHAUFFÉES terrasse ')).toEqual({ key: 'chauffées', others: ['terrasse'] });
    expect(searchWords('')).toEqual({ key: '', others: [] });
    expect(holdsAll({ words: ['notre', 'terrasse', 'chauffée'] }, ['terrasse'])).toBe(true);
    expect(holdsAll({ words: ['notre', 'chauffée'] }, ['terrasse'])).toBe(false);
  });
});
