import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLogo } from '@tasklane/domain';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { BrandLogoImage } from '../../../components/files/brand-logo-image';
import { fileErrorMessages } from '../../../components/files/file-messages';
import { FileRequestError, uploadBrandLogo } from '../../../lib/files';

/**
 * The kit's logo: the current one, and a picker that sends a new one through the file upload path
 * (the server checks its bytes are a PNG, JPEG or WebP within the image limit, and replaces the old).
 */
export function BrandLogoField({ accountId, logo }: { accountId: string; logo: BrandLogo | null }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FileRequestError['code'] | null>(null);

  const onChange = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await uploadBrandLogo(accountId, file, setProgress);
      toast.success(t`Logo saved`);
    } catch (err) {
      setError(err instanceof FileRequestError ? err.code : 'network');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="box" data-testid="brand-logo">
      <div className="field">
        <label className="label" htmlFor={inputId}>
          <Trans>Logo</Trans>
        </label>
        {logo ? (
          <div className="mb-3">
            <BrandLogoImage accountId={accountId} logo={logo} />
          </div>
        ) : (
          <p className="help mb-2" data-testid="brand-logo-none">
            <Trans>No logo yet.</Trans>
          </p>
        )}
        <div className="control">
          <input
            ref={input}
            id={inputId}
            type="file"
            className="input"
            accept=".png,.jpg,.jpeg,.webp"
            disabled={busy}
            aria-describedby={`${inputId}-help`}
            aria-invalid={error ? true : undefined}
            data-testid="brand-logo-input"
            onChange={() => void onChange()}
          />
        </div>
        <div id={`${inputId}-help`}>
          <p className="help">
            <Trans>PNG, JPEG or WebP, for visual tasks. A new logo replaces the old one.</Trans>
          </p>
          {busy ? (
            <progress className="progress is-small is-primary mt-2" value={percent} max={100} aria-label={t`Upload progress`}>
              {percent}%
            </progress>
          ) : null}
          {error ? (
            <p className="help is-danger" role="alert" data-testid="brand-logo-upload-error">
              {i18n._(fileErrorMessages[error])}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
