import { Trans, useLingui } from '@lingui/react/macro';
import type { DataExport, WithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import { downloadDataExport, requestDataExport, useMyExports, useMyTeamRoles } from '../api/data-export-api';
import { DataExportList } from './data-export-list';

/**
 * Container: "Download my data" (docs/features/data-export.md). The person asks for an archive of
 * their data, or of a team they own; it is built in the background, listed here live, and
 * downloaded from here while it is served (24 hours).
 */
export function MyDataExport({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const exportsLive = useMyExports(uid);
  const memberships = useMyTeamRoles(uid);
  const [asking, setAsking] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (exportsLive.status === 'error') console.error('Exports fetch failed', exportsLive.error);
  const owned = (memberships.data ?? []).filter((m) => m.role === 'owner');

  const ask = async (teamId?: string) => {
    setAsking(teamId ?? 'me');
    setRefusal(null);
    try {
      await requestDataExport(teamId);
      toast.success(t`We are preparing your archive. We will e-mail you when it is ready.`);
    } catch (err) {
      const e = callableError(err);
      const next = (e.details as { nextAtMs?: number } | null)?.nextAtMs;
      setRefusal(
        e.reason === 'daily_limit'
          ? t`One export a day: you can ask again after ${formatDateTime(next ?? Date.now(), i18n.locale)}.`
          : t`We could not ask for the export. Please try again.`,
      );
    } finally {
      setAsking(null);
    }
  };
  const download = async (exp: WithId<DataExport>) => {
    setDownloading(exp.id);
    try {
      await downloadDataExport(exp);
    } catch (err) {
      console.error('Export download failed', err);
      toast.error(t`The archive could not be downloaded. Please try again.`);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div data-testid="data-export">
      <p className="mb-3">
        <Trans>
          Get a copy of everything you gave us: your profile, tasks, messages, files, ratings, receipts and more, as a
          zip of JSON and CSV files with a README.
        </Trans>
      </p>
      <div className="buttons">
        <button
          type="button"
          className={`button is-link is-light ${asking === 'me' ? 'is-loading' : ''}`}
          disabled={asking !== null}
          onClick={() => void ask()}
          data-testid="data-export-request"
        >
          <Trans>Download my data</Trans>
        </button>
        {owned.map((m) => (
          <button
            key={m.teamId}
            type="button"
            className={`button is-light ${asking === m.teamId ? 'is-loading' : ''}`}
            disabled={asking !== null}
            onClick={() => void ask(m.teamId)}
            data-testid="data-export-request-team"
          >
            <Trans>Download {m.teamName}’s data</Trans>
          </button>
        ))}
      </div>
      {refusal && (
        <p className="help is-danger mb-3" role="alert" data-testid="data-export-refused">
          {refusal}
        </p>
      )}
      <DataExportList
        status={exportsLive.status}
        exports={exportsLive.data ?? []}
        downloading={downloading}
        onDownload={(exp) => void download(exp)}
      />
    </div>
  );
}
