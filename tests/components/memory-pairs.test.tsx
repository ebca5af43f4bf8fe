// @vitest-environment happy-dom
// The /memory page's list of pairs, one page at a time: its loading, error and empty states (a
// search's own empty message), its rows with their origin, and "Show more" only on a full last page.
import type { MemoryPairDoc, WithId } from '@tasklane/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchWordsOf } from '@tasklane/domain';
import { meetingSearch, searchOf } from '../../web/src/features/memory/api/memory-api';
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

  it('finds a phrase by its start: one bounded key, then the phrase filters and leads the page', () => {
    // A word being typed keys on itself and its opening; whole words key on the longest.
    expect(searchOf('pat')).toMatchObject({ words: ['pat'], partial: true, keys: ['pat', 'pat*'] });
    expect(searchOf('pa').keys).toEqual(['pa']);
    expect(searchOf('Terras')).toMatchObject({ partial: true, keys: ['terras', 'ter*'] });
    expect(searchOf('our patio is hea').keys).toEqual(['patio']);
    expect(searchOf('our patio ').keys).toEqual(['patio']);
    expect(searchOf('  ').keys).toEqual([]);
    // The stored keys hold each word and its opening, so the query finds "heated" from "hea".
    expect(searchWordsOf('Our patio is heated.', 'Notre terrasse est chauffée.')).toEqual(
      expect.arrayContaining(['patio', 'heated', 'hea*', 'terrasse', 'ter*', 'chauffée', 'cha*']),
    );
    const pairs = [
      pair('p1', 'The heated room is near the patio.', 'La salle chauffée est près de la terrasse.'),
      pair('p2', 'Our patio is heated all winter.', 'Notre terrasse est chauffée tout l’hiver.'),
      pair('p3', 'Our patio is closed.', 'Notre terrasse est fermée.'),
    ];
    // The phrase's start, in either language, in a row first; every word elsewhere after.
    expect(meetingSearch(pairs, searchOf('patio is hea')).map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(meetingSearch(pairs, searchOf('« Notre TERRASSE est chauf')).map((p) => p.id)).toEqual(['p2']);
    expect(meetingSearch(pairs, searchOf('patio is closed ')).map((p) => p.id)).toEqual(['p3']);
    expect(meetingSearch(pairs, searchOf('patio is hot')).map((p) => p.id)).toEqual([]);
  });
});
