import { Trans, useLingui } from '@lingui/react/macro';
import { FILE_KINDS, numberFormat, type StoredFile } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FileRequestError, fetchTaskFile, saveTaskFile } from '../../lib/files';
import { fileErrorMessages } from './file-messages';

type ListedFile = Pick<StoredFile, 'id' | 'name' | 'kind' | 'size'> & { purgedAt?: unknown; round?: number };

function formatSize(bytes: number, locale: string): string {
  const nf = numberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${nf.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${nf.format(bytes / 1024)} KB`;
  return `${nf.format(bytes / 1024 / 1024)} MB`;
}

/** An image preview, fetched with the person's token into a blob URL (no file has a public link). */
function ImagePreview({ taskId, file }: { taskId: string; file: ListedFile }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchTaskFile(taskId, file.id).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ url, failed: false });
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [taskId, file.id]);
  const name = file.name;
  if (state.failed) {
    return (
      <p className="help is-danger">
        <Trans>The preview could not be loaded.</Trans>
      </p>
    );
  }
  if (!state.url) {
    return (
      <p className="help" aria-busy="true">
        <Trans>Loading the preview…</Trans>
      </p>
    );
  }
  return (
    <img
      src={state.url}
      alt={t`Preview of ${name}`}
      data-testid="file-preview"
      style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', display: 'block' }}
    />
  );
}

function DownloadButton({ taskId, file }: { taskId: string; file: ListedFile }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const name = file.name;
  const onClick = async () => {
    setBusy(true);
    try {
      await saveTaskFile(taskId, file);
    } catch (err) {
      toast.error(i18n._(fileErrorMessages[err instanceof FileRequestError ? err.code : 'network']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`button is-small ${busy ? 'is-loading' : ''}`}
      disabled={busy}
      aria-busy={busy}
      aria-label={t`Download ${name}`}
      data-testid="file-download"
      onClick={() => void onClick()}
    >
      <Trans>Download</Trans>
    </button>
  );
}

/**
 * A task's files: name, size, a download button each, and a preview for images. Files removed by
 * the retention period stay listed, marked as deleted.
 */
export function TaskFiles({
  taskId,
  files,
  previews = false,
  testId = 'task-files',
}: {
  taskId: string;
  files: ListedFile[];
  previews?: boolean;
  testId?: string;
}) {
  const { i18n } = useLingui();
  if (files.length === 0) {
    return (
      <p className="has-text-grey" data-testid={`${testId}-empty`}>
        <Trans>No files.</Trans>
      </p>
    );
  }
  return (
    <ul data-testid={testId}>
      {files.map((file) => {
        const purged = Boolean(file.purgedAt);
        const image = FILE_KINDS[file.kind].group === 'image';
        const round = file.round;
        return (
          <li key={file.id} className="box p-3 mb-2" data-testid="task-file">
            <div
              className="is-flex is-justify-content-space-between is-align-items-center is-flex-wrap-wrap"
              style={{ gap: '0.5rem' }}
            >
              <span style={{ overflowWrap: 'anywhere' }}>
                <strong data-testid="file-name">{file.name}</strong>{' '}
                <span className="has-text-grey-dark is-size-7">
                  {file.kind.toUpperCase()} · {formatSize(file.size, i18n.locale)}
                  {round && round > 1 ? (
                    <>
                      {' '}
                      · <Trans>revision {round}</Trans>
                    </>
                  ) : null}
                </span>
              </span>
              {purged ? (
                <span className="tag is-light">
                  <Trans>Deleted after the retention period</Trans>
                </span>
              ) : (
                <DownloadButton taskId={taskId} file={file} />
              )}
            </div>
            {previews && image && !purged ? (
              <div className="mt-2">
                <ImagePreview taskId={taskId} file={file} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
