import { Trans, useLingui } from '@lingui/react/macro';
import type { MemoryImportError } from '@tasklane/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { fileErrorMessages } from '../../../components/files/file-messages';
import { callableError } from '../../../lib/callable';
import { FileRequestError, uploadMemoryImport } from '../../../lib/files';
import { exportAndSave, importMemory } from '../api/memory-api';
import { Field } from '../../../components/fields/field';

/** Files up to this size go through the import callable; larger ones through the upload path (30 MB). */
export const CALLABLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Import a TMX or CSV file (validated whole by the server), and export the memory in either format. */
export function MemoryFiles({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState<'import' | 'tmx' | 'csv' | null>(null);
  const [errors, setErrors] = useState<MemoryImportError[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  /** A large file: sent to the bucket with progress, then validated and imported by finishUpload. */
  const onLargeFile = async (file: File) => {
    try {
      const out = await uploadMemoryImport(accountId, file, setProgress);
      toast.success(t`${out.added} pairs imported`);
    } catch (err) {
      const code = err instanceof FileRequestError ? err.code : 'bad_request';
      if (code === 'import_invalid') setErrors((err as FileRequestError).errors as MemoryImportError[]);
      else toast.error(i18n._(fileErrorMessages[code]));
    } finally {
      setProgress(null);
    }
  };

  const onFile = async (file: File) => {
    setBusy('import');
    setErrors([]);
    if (file.size > CALLABLE_IMPORT_MAX_BYTES) {
      await onLargeFile(file);
      setBusy(null);
      return;
    }
    try {
      const format = file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'tmx';
      const out = await importMemory({ accountId, format, content: await file.text() });
      toast.success(t`${out.added} pairs imported`);
    } catch (err) {
      const failure = callableError(err);
      const details = failure.details as { errors?: MemoryImportError[] } | null;
      if (details?.errors) setErrors(details.errors);
      else if (failure.reason === 'memory_full')
        toast.error(t`The memory is full: it holds at most 50,000 pairs. Delete some first.`);
      else if (failure.fields.content === 'file_too_large') toast.error(t`This file is too large to import here.`);
      else toast.error(t`The import failed and nothing was imported. Try again.`);
    } finally {
      setBusy(null);
    }
  };
  const onExport = async (format: 'tmx' | 'csv') => {
    setBusy(format);
    try {
      await exportAndSave(accountId, format);
    } catch {
      toast.error(t`The export failed. Try again.`);
    } finally {
      setBusy(null);
    }
  };
  const messages: Record<MemoryImportError['code'], string> = {
    csv_unclosed_quote: t`a quote is never closed`,
    csv_stray_quote: t`a quote in the middle of a cell`,
    csv_wrong_columns: t`each line needs two columns, English then French`,
    tmx_malformed: t`the file is not well-formed XML`,
    tmx_not_tmx: t`this is not a TMX file`,
    tmx_missing_language: t`a unit lacks its English or its French`,
    segment_empty: t`a side is empty`,
    segment_too_long: t`a sentence is longer than 400 characters`,
    import_empty: t`the file holds no pairs`,
  };
  return (
    <div className="box" data-testid="memory-files">
      <Field
        id={inputId}
        label={<Trans>Import a TMX or CSV file</Trans>}
        hint={t`Up to 30 MB. The whole file is checked first: if any line is wrong, nothing is imported and each problem is listed.`}
      >
        {(aria) => (
          <>
            <input
              {...aria}
              type="file"
              accept=".tmx,.xml,.csv"
              disabled={busy !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void onFile(file);
                e.target.value = '';
              }}
              data-testid="memory-import"
            />
            {progress !== null ? (
              <progress className="progress is-small" value={progress} max={1} data-testid="memory-import-progress" />
            ) : null}
          </>
        )}
      </Field>
      {errors.length > 0 ? (
        <div className="notification is-danger is-light" role="alert" data-testid="memory-import-errors">
          <p>
            <Trans>Nothing was imported. Fix these lines and try again:</Trans>
          </p>
          <ul>
            {errors.map((e) => (
              <li key={`${e.line}-${e.code}`}>
                <Trans>
                  Line {e.line}: {messages[e.code]}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="buttons">
        <button
          type="button"
          className={`button ${busy === 'tmx' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onClick={() => void onExport('tmx')}
          data-testid="memory-export-tmx"
        >
          <Trans>Export TMX</Trans>
        </button>
        <button
          type="button"
          className={`button ${busy === 'csv' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onClick={() => void onExport('csv')}
          data-testid="memory-export-csv"
        >
          <Trans>Export CSV</Trans>
        </button>
      </div>
    </div>
  );
}
