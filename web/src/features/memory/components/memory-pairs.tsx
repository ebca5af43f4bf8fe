import { Trans, useLingui } from '@lingui/react/macro';
import type { MemoryPairDoc, WithId } from '@tasklane/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { TextField } from '../../../components/fields/controls';
import {
  MEMORY_PAGE_SIZE,
  deletePair,
  editPair,
  meetingSearch,
  searchOf,
  useMemoryPage,
  type PairSnap,
} from '../api/memory-api';

type Pair = WithId<MemoryPairDoc>;

/** Search in either language (every word), then each pair with its origin, to edit or delete. */
export function MemoryPairs({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState('');
  // One cursor per page shown: the previous page's last document (null for the first page).
  const [cursors, setCursors] = useState<(PairSnap | null)[]>([null]);
  const onSearch = (text: string) => {
    setSearch(text);
    setCursors([null]);
  };
  return (
    <div className="box" data-testid="memory-pairs">
      <TextField
        id={searchId}
        label={<Trans>Search the memory (English or French)</Trans>}
        type="search"
        value={search}
        placeholder={t`Words or the start of a sentence, such as heated patio or Our patio is hea`}
        onChange={(e) => onSearch(e.target.value)}
        data-testid="memory-search"
      />
      {cursors.map((cursor, i) => (
        <PairsPage
          key={cursor?.id ?? 'first'}
          accountId={accountId}
          search={search}
          cursor={cursor}
          last={i === cursors.length - 1}
          onMore={(next) => setCursors((c) => [...c, next])}
        />
      ))}
    </div>
  );
}

/** What a page's query gave: the pairs it shows (after the other words' filter) and whether it read a full page. */
export type PageState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; pairs: Pair[]; full: boolean };

/** One page of at most 50 pairs read, live, and the way to the next page (after its last document). */
function PairsPage(props: {
  accountId: string;
  search: string;
  cursor: PairSnap | null;
  last: boolean;
  onMore: (next: PairSnap) => void;
}) {
  const { accountId, search, cursor, onMore } = props;
  const { status, data, error } = useMemoryPage(accountId, search, cursor);
  if (status === 'error') console.error('Memory pairs fetch failed', error);
  const searched = searchOf(search);
  const state: PageState =
    status === 'success'
      ? {
          status,
          pairs: meetingSearch(
            data.map((d) => d.data()),
            searched,
          ),
          full: data.length === MEMORY_PAGE_SIZE,
        }
      : { status };
  return (
    <PairsPageView
      accountId={accountId}
      state={state}
      searching={search.trim() !== ''}
      first={cursor === null}
      last={props.last}
      onMore={() => status === 'success' && onMore(data[data.length - 1]!)}
    />
  );
}

/** A page's states: loading, error, empty (first page only), its pairs, and "Show more" on the last full page. */
export function PairsPageView(props: {
  accountId: string;
  state: PageState;
  searching: boolean;
  first: boolean;
  last: boolean;
  onMore: () => void;
}) {
  const { accountId, state, searching, first, last, onMore } = props;
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="memory-pairs-error">
        <Trans>We could not load the memory. Please refresh the page.</Trans>
      </div>
    );
  const { pairs: shown, full } = state;
  return (
    <>
      {shown.length === 0 && first && !full ? (
        <p className="has-text-grey" data-testid="memory-pairs-empty">
          {searching ? <Trans>No pair holds these words.</Trans> : <Trans>The memory holds no pairs yet.</Trans>}
        </p>
      ) : shown.length > 0 ? (
        <div className="table-container">
          <table className="table is-fullwidth is-striped">
            <thead className={first ? undefined : 'is-sr-only'}>
              <tr>
                <th>
                  <Trans>English</Trans>
                </th>
                <th>
                  <Trans>French</Trans>
                </th>
                <th>
                  <Trans>From</Trans>
                </th>
                <th>
                  <span className="is-sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <PairRow key={p.id} accountId={accountId} pair={p} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {full && last ? (
        <button type="button" className="button" onClick={onMore} data-testid="memory-more">
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </>
  );
}

function SourceTag({ pair }: { pair: Pair }) {
  const { t } = useLingui();
  const label = {
    delivery: t`Delivered task`,
    import: t`Import`,
    edit: t`Your edit`,
    paste: t`Pasted texts`,
  }[pair.source];
  return (
    <span className={`tag ${pair.approved ? 'is-success is-light' : 'is-light'}`}>
      {label}
      {pair.approved ? '' : ` · ${t`not approved`}`}
    </span>
  );
}

function PairRow({ accountId, pair }: { accountId: string; pair: Pair }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [en, setEn] = useState(pair.en);
  const [fr, setFr] = useState(pair.fr);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      setEditing(false);
    } catch {
      toast.error(t`That did not work. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  if (editing)
    return (
      <tr data-testid="memory-pair-editing">
        <td>
          <textarea
            className="textarea"
            rows={2}
            aria-label={t`English`}
            value={en}
            onChange={(e) => setEn(e.target.value)}
          />
        </td>
        <td>
          <textarea
            className="textarea"
            rows={2}
            aria-label={t`French`}
            value={fr}
            onChange={(e) => setFr(e.target.value)}
          />
        </td>
        <td colSpan={2}>
          <div className="buttons">
            <button
              type="button"
              className={`button is-primary is-small ${busy ? 'is-loading' : ''}`}
              disabled={busy || !en.trim() || !fr.trim()}
              onClick={() => void run(() => editPair({ accountId, pairId: pair.id, en, fr }), t`Pair saved`)}
            >
              <Trans>Save</Trans>
            </button>
            <button type="button" className="button is-small" disabled={busy} onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </td>
      </tr>
    );
  return (
    <tr data-testid="memory-pair">
      <td lang="en">{pair.en}</td>
      <td lang="fr">{pair.fr}</td>
      <td>
        <SourceTag pair={pair} />
      </td>
      <td>
        <div className="buttons is-right">
          <button type="button" className="button is-small" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className={`button is-small is-danger is-light ${busy ? 'is-loading' : ''}`}
            disabled={busy}
            onClick={() => void run(() => deletePair(accountId, pair.id), t`Pair deleted`)}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}
