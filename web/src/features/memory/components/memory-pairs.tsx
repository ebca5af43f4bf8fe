import { Trans, useLingui } from '@lingui/react/macro';
import type { MemoryPairDoc, WithId } from '@tasklane/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { MEMORY_PAGE_SIZE, deletePair, editPair, useMemoryPairs } from '../api/memory-api';

type Pair = WithId<MemoryPairDoc>;

/** Search in either language, then each pair with its origin, to edit or delete. */
export function MemoryPairs({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { status, data, error } = useMemoryPairs(accountId, search);
  if (status === 'error') console.error('Memory pairs fetch failed', error);
  return (
    <div className="box" data-testid="memory-pairs">
      <div className="field">
        <label className="label" htmlFor={searchId}>
          <Trans>Search the memory (English or French)</Trans>
        </label>
        <div className="control">
          <input
            id={searchId}
            className="input"
            type="search"
            value={search}
            placeholder={t`A word, such as patio or terrasse`}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="memory-search"
          />
        </div>
      </div>
      {status === 'loading' ? (
        <PageLoader />
      ) : status === 'error' ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>We could not load the memory. Please refresh the page.</Trans>
        </div>
      ) : data.length === 0 ? (
        <p className="has-text-grey" data-testid="memory-pairs-empty">
          {search.trim() ? <Trans>No pair holds that word.</Trans> : <Trans>The memory holds no pairs yet.</Trans>}
        </p>
      ) : (
        <>
          <table className="table is-fullwidth is-striped">
            <thead>
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
              {data.map((p) => (
                <PairRow key={p.id} accountId={accountId} pair={p} />
              ))}
            </tbody>
          </table>
          {data.length === MEMORY_PAGE_SIZE ? (
            <p className="help">
              <Trans>Showing the first {MEMORY_PAGE_SIZE} pairs. Search for a word to find others.</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
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
