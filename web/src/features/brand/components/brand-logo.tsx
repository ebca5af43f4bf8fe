import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLogo } from '@tasklane/domain';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { BrandLogoImage } from '../../../components/files/brand-logo-image';
import { fileErrorMessages } from '../../../components/files/file-messages';
import { uploadBrandLogo } from '../../../lib/files';
import { UploadProgress, useFilePickerUpload } from '../../../components/files/use-file-picker-upload';
import { Field } from '../../../components/fields/field';

/**
 * The kit's logo: the current one, and a picker that sends a new one through the file upload path
 * (the server checks its bytes are a PNG, JPEG or WebP within the image limit, and replaces the old).
 */
export function BrandLogoField({ accountId, logo }: { accountId: string; logo: BrandLogo | null }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const { input, error, busy, percent, onChange } = useFilePickerUpload(
    (file, onProgress) => uploadBrandLogo(accountId, file, onProgress),
    () => toast.success(t`Logo saved`),
  );

  return (
    <div className="box" data-testid="brand-logo">
      <Field
        id={inputId}
        label={<Trans>Logo</Trans>}
        describedBy={`${inputId}-help`}
        hint={
          <div id={`${inputId}-help`}>
            <p className="help">
              <Trans>PNG, JPEG or WebP, for visual tasks. A new logo replaces the old one.</Trans>
            </p>
            {busy ? <UploadProgress percent={percent} /> : null}
            {error ? (
              <p className="help is-danger" role="alert" data-testid="brand-logo-upload-error">
                {i18n._(fileErrorMessages[error])}
              </p>
            ) : null}
          </div>
        }
      >
        {(aria) => (
          <>
            {logo ? (
              <div className="mb-3">
                <BrandLogoImage accountId={accountId} logo={logo} />
              </div>
            ) : (
              <p className="help mb-2" data-testid="brand-logo-none">
                <Trans>No logo yet.</Trans>
              </p>
            )}
            <input
              {...aria}
              ref={input}
              type="file"
              className="input"
              accept=".png,.jpg,.jpeg,.webp"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              data-testid="brand-logo-input"
              onChange={onChange}
            />
          </>
        )}
      </Field>
    </div>
  );
}
