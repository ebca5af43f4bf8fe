import { Trans, useLingui } from '@lingui/react/macro';
import { incidentsCsv } from '@tasklane/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { callableError } from '../../../lib/callable';
import { recordIncident, useIncidents, useReadAllAddenda } from '../api/privacy-incidents-api';
import { IncidentCard } from '../components/incident-card';
import { IncidentFieldsForm, draftToFields, emptyDraft } from '../components/incident-form';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Admins: the confidentiality-incident register (Law 25 s.3.5–3.8). Entries are recorded once and
 * changed only by dated addenda; nothing is deleted. Exported as CSV for the Commission.
 */
export default function PrivacyIncidents() {
  const { t, i18n } = useLingui();
  const { status, data } = useIncidents();
  const readAddenda = useReadAllAddenda();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const record = async () => {
    setBusy(true);
    setError(null);
    try {
      await recordIncident(draftToFields(draft));
      setDraft(emptyDraft());
      setAdding(false);
    } catch (err) {
      const e = callableError(err);
      setError(
        e.code === 'invalid-argument'
          ? t`Some fields are missing or invalid: ${Object.keys(e.fields).join(', ')}. Dates of notices made are required, and a period ends after it starts.`
          : t`The entry could not be recorded.`,
      );
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const addenda = await readAddenda(data.map((i) => i.id));
      const locale = i18n.locale === 'fr' ? 'fr' : 'en';
      const rows = data.map((incident) => ({ incident, addenda: addenda.get(incident.id) ?? [] }));
      download(`privacy-incidents-${new Date().toISOString().slice(0, 10)}.csv`, incidentsCsv(rows, locale));
    } catch (err) {
      console.error('Register export failed', err);
      setError(t`The register could not be exported.`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="privacy-incidents">
      <h2 className="title is-4">
        <Trans>Confidentiality incidents</Trans>
      </h2>
      <p className="mb-3">
        <Trans>
          Every confidentiality incident is recorded here, even a minor one, and kept at least 5 years. An entry is
          never changed or deleted: each change is a dated addendum.
        </Trans>
      </p>
      <div className="buttons">
        <button
          type="button"
          className="button is-primary"
          onClick={() => setAdding(!adding)}
          data-testid="incident-new"
        >
          <Trans>Record an incident</Trans>
        </button>
        <button
          type="button"
          className={`button ${exporting ? 'is-loading' : ''}`}
          disabled={status !== 'success' || data.length === 0 || exporting}
          onClick={() => void exportCsv()}
          data-testid="incident-export"
        >
          <Trans>Export as CSV</Trans>
        </button>
      </div>
      {error && (
        <p className="notification is-danger is-light" role="alert">
          {error}
        </p>
      )}
      {adding && (
        <div className="box">
          <IncidentFieldsForm mode="new" draft={draft} onChange={setDraft} />
          <button
            type="button"
            className={`button is-primary ${busy ? 'is-loading' : ''}`}
            disabled={busy}
            onClick={() => void record()}
            data-testid="incident-record"
          >
            <Trans>Record</Trans>
          </button>
        </div>
      )}
      {status === 'loading' && <PageLoader />}
      {status === 'error' && (
        <p className="notification is-danger is-light" role="alert">
          <Trans>The register could not be loaded.</Trans>
        </p>
      )}
      {status === 'success' && data.length === 0 && (
        <p className="has-text-grey" data-testid="incidents-empty">
          <Trans>No incident recorded.</Trans>
        </p>
      )}
      {status === 'success' && data.map((incident) => <IncidentCard key={incident.id} incident={incident} />)}
    </div>
  );
}
