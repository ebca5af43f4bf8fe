import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';

/** Deletes the kit (and its logo) after a confirmation; tasks already drafted keep their text. */
export function DeleteBrandKit({ onDelete }: { onDelete: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDelete();
      toast.success(t`Brand kit deleted`);
      setConfirming(false);
    } catch {
      toast.error(t`Could not delete the brand kit. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="box mt-5" data-testid="brand-delete">
      {confirming ? (
        <>
          <p className="mb-3">
            <Trans>Delete the whole brand kit, its glossary and its logo? New tasks are then drafted without it.</Trans>
          </p>
          <div className="buttons">
            <button
              type="button"
              className={`button is-danger ${busy ? 'is-loading' : ''}`}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void run()}
              data-testid="brand-delete-confirm"
            >
              <Trans>Delete the brand kit</Trans>
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button is-danger is-light"
          onClick={() => setConfirming(true)}
          data-testid="brand-delete-start"
        >
          <Trans>Delete the brand kit…</Trans>
        </button>
      )}
    </div>
  );
}
