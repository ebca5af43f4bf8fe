import { Trans, useLingui } from '@lingui/react/macro';
import type { FilePurpose } from '@tasklane/domain';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { uploadTaskFile } from '../../lib/files';
import { UploadProgress, useFilePickerUpload } from './use-file-picker-upload';
import { fileErrorMessages } from './file-messages';
import { TextField } from '../fields/controls';

/**
 * Picks one file and sends it to the upload function, with a progress bar while it goes. The
 * server decides what the file really is; `accept` only narrows the picker. A refusal is shown
 * under the field in the person's language (an over-long recording links to a quote).
 */
export function FileUpload({
  taskId,
  purpose,
  accept,
  label,
  hint,
}: {
  taskId: string;
  purpose: FilePurpose;
  accept: string;
  label: string;
  hint: string;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const { input, error, busy, percent, onChange } = useFilePickerUpload(
    (file, onProgress) => uploadTaskFile(taskId, purpose, file, onProgress),
    (file) => {
      const name = file.name;
      toast.success(t`${name} is attached.`);
    },
  );

  return (
    <TextField
      id={inputId}
      label={label}
      fieldTestId={`file-upload-${purpose}`}
      ref={input}
      type="file"
      accept={accept}
      disabled={busy}
      describedBy={`${inputId}-help`}
      aria-invalid={error ? true : undefined}
      data-testid="file-input"
      onChange={onChange}
      hint={
        <div id={`${inputId}-help`}>
          <p className="help">{hint}</p>
          {busy ? <UploadProgress percent={percent} testId="file-progress" /> : null}
          {error ? (
            <p className="help is-danger" role="alert" data-testid="file-error">
              {i18n._(fileErrorMessages[error])}{' '}
              {error === 'audio_too_long' ? (
                <Link to={paths.quotes.getHref()}>
                  <Trans>Request a quote</Trans>
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
