import { limit, query, startAfter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import { useLiveQuery } from '../../../lib/data/live';

/** Rows an admin or reviewer list shows, and listens to, at once. */
export const ADMIN_PAGE_SIZE = 25;

export type PageCursor = QueryDocumentSnapshot<unknown>;

/**
 * One page of an ordered query: the rows after `after`, plus one, which tells whether a next page
 * exists without a count. Paging is by cursor (startAfter the last row shown), not by a growing
 * limit: a growing limit keeps every row loaded so far under the live listener, and each write to
 * any of them re-sends the whole result, so the live traffic would grow with every "load more".
 * A cursor page listens to ADMIN_PAGE_SIZE + 1 documents whichever page is shown.
 */
export function pageOf<T>(ordered: Query<T>, after: PageCursor | null, size = ADMIN_PAGE_SIZE): Query<T> {
  return after ? query(ordered, startAfter(after), limit(size + 1)) : query(ordered, limit(size + 1));
}

export type LivePage<T> = {
  status: 'loading' | 'success' | 'error';
  /** The rows of this page (at most ADMIN_PAGE_SIZE); empty unless status is success. */
  rows: T[];
  error: Error | undefined;
  /** 1 for the first page. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
};

/**
 * A live list, one page at a time, through a stack of cursors (previous pops it). `key` names the
 * list and its filters: a new key starts again at page 1. `build` makes the page's query from the
 * cursor, with pageOf.
 */
export function useLivePage<T>(
  key: string,
  build: (after: PageCursor | null) => Query<T>,
  size = ADMIN_PAGE_SIZE,
): LivePage<T> {
  const [stack, setStack] = useState<{ key: string; cursors: PageCursor[] }>({ key, cursors: [] });
  const cursors = stack.key === key ? stack.cursors : [];
  const after = cursors.at(-1) ?? null;
  const live = useLiveQuery(`${key}/after:${after?.ref.path ?? ''}`, build(after), (d) => ({
    row: d.data(),
    snap: d as PageCursor,
  }));
  const all = live.status === 'success' ? live.data : [];
  const shown = all.slice(0, size);
  const last = shown.at(-1)?.snap;
  return {
    status: live.status,
    rows: shown.map((r) => r.row),
    error: live.error,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    hasNext: all.length > size && last !== undefined,
    previous: () => setStack({ key, cursors: cursors.slice(0, -1) }),
    next: () => {
      if (last) setStack({ key, cursors: [...cursors, last] });
    },
  };
}
