import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { alignTexts } from '../api/memory-api';

interface Aligned {
  pairs: { en: string; fr: string }[];
  leftOut: number;
}

/** Paste a page in English and in French: the aligner shows its pairs, and they can join the memory. */
export function MemoryPaste({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const enId = useId();
  const frId = useId();
  const [en, setEn] = useState('');
  const [fr, setFr] = useState('');
  const [preview, setPreview] = useState<Aligned | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (save: boolean) => {
    setBusy(true);
    try {
      const out = await alignTexts({ accountId, en, fr, save });
      if (save) {
        toast.success(t`${out.added} pairs added to the memory`);
        setPreview(null);
        setEn('');
        setFr('');
      } else setPreview(out);
    } catch {
      toast.error(t`The texts could not be aligned. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="box" data-testid="memory-paste">
      <h2 className="title is-5">
        <Trans>Add a page you have in both languages</Trans>
      </h2>
      <div className="columns">
        <div className="column">
          <label className="label" htmlFor={enId}>
            <Trans>English text</Trans>
          </label>
          <textarea id={enId} className="textarea" rows={6} value={en} onChange={(e) => setEn(e.target.value)} />
        </div>
        <div className="column">
          <label className="label" htmlFor={frId}>
            <Trans>French text</Trans>
          </label>
          <textarea id={frId} className="textarea" rows={6} value={fr} onChange={(e) => setFr(e.target.value)} />
        </div>
      </div>
      <div className="buttons">
        <button
          type="button"
          className={`button ${busy ? 'is-loading' : ''}`}
          disabled={busy || !en.trim() || !fr.trim()}
          onClick={() => void run(false)}
          data-testid="memory-align"
        >
          <Trans>Align the sentences</Trans>
        </button>
        {preview && preview.pairs.length > 0 ? (
          <button
            type="button"
            className={`button is-primary ${busy ? 'is-loading' : ''}`}
            disabled={busy}
            onClick={() => void run(true)}
            data-testid="memory-align-save"
          >
            <Trans>Add these {preview.pairs.length} pairs</Trans>
          </button>
        ) : null}
      </div>
      {preview ? (
        <div data-testid="memory-align-preview">
          <p className="help mb-2">
            <Trans>
              {preview.pairs.length} pairs found; {preview.leftOut} sentences could not be paired with confidence and
              are left out.
            </Trans>
          </p>
          <ul>
            {preview.pairs.map((p, k) => (
              <li key={k}>
                <span lang="en">{p.en}</span> = <span lang="fr">{p.fr}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
