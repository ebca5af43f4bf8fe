import { Trans, useLingui } from '@lingui/react/macro';
import type { DataExport, WithId } from '@tasklane/domain';
import { formatDateTime } from '../../../lib/format';

type Status = 'loading' | 'error' | 'success';

function ExportState({ exp, onDownload, busy }: { exp: WithId<DataExport>; onDownload: () => void; busy: boolean }) {
  const { i18n } = useLingui();
  const when = (ms: number) => formatDateTime(ms, i18n.locale);
  switch (exp.status) {
    case 'queued':
      return <Trans>Waiting to start…</Trans>;
    case 'building': {
      const percent = Math.round(exp.progress * 100);
      return (
        <>
          <progress
            className="progress is-small is-primary mb-1"
            value={percent}
            max={100}
            aria-label={`${percent} %`}
          />
          <span data-testid="data-export-progress">
            <Trans>Building: {percent} %</Trans>
          </span>
        </>
      );
    }
    case 'ready':
      return (
        <>
          <button
            type="button"
            className={`button is-small is-primary ${busy ? 'is-loading' : ''}`}
            onClick={onDownload}
            disabled={busy}
            data-testid="data-export-download"
          >
            <Trans>Download</Trans>
          </button>
          <span className="help">
            <Trans>Available until {when(exp.expiresAtMs ?? 0)}</Trans>
          </span>
        </>
      );
    case 'failed':
      return (
        <span className="has-text-danger-dark" data-testid="data-export-failed">
          <Trans>It could not be built. You can ask again.</Trans>
        </span>
      );
    case 'expired':
      return (
        <span className="has-text-grey">
          <Trans>Deleted after 24 hours</Trans>
        </span>
      );
  }
}

/**
 * Presentation: the person's exports, newest first, with their progress, the download while it is
 * served (24 hours) and what became of the older ones.
 */
export function DataExportList({
  status,
  exports,
  onDownload,
  downloading,
}: {
  status: Status;
  exports: WithId<DataExport>[];
  onDownload: (exp: WithId<DataExport>) => void;
  downloading: string | null;
}) {
  const { i18n } = useLingui();
  if (status === 'loading')
    return (
      <p className="has-text-grey" data-testid="data-exports-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  if (status === 'error')
    return (
      <p className="help is-danger" role="alert" data-testid="data-exports-error">
        <Trans>We could not load your exports. Please refresh the page.</Trans>
      </p>
    );
  if (exports.length === 0)
    return (
      <p className="has-text-grey" data-testid="data-exports-empty">
        <Trans>No export yet.</Trans>
      </p>
    );
  return (
    <ul data-testid="data-exports-list">
      {exports.map((exp) => (
        <li key={exp.id} className="mb-3" data-testid="data-export-row" data-status={exp.status}>
          <strong>{exp.scope === 'team' ? (exp.teamName ?? '') : <Trans>Your data</Trans>}</strong>
          <span className="has-text-grey"> · {formatDateTime(exp.createdAtMs, i18n.locale)}</span>
          <div>
            <ExportState exp={exp} busy={downloading === exp.id} onDownload={() => onDownload(exp)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
