import { Trans, useLingui } from '@lingui/react/macro';
import { currentIncident, type IncidentFields } from '@tasklane/domain';
import { useState } from 'react';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import { amendIncident, useAddenda, type AddendumRow, type IncidentRow } from '../api/privacy-incidents-api';
import { IncidentFieldsForm, draftToChanges, emptyDraft } from './incident-form';
import { TextAreaField } from '../../../components/fields/controls';

/** Presentation: an entry's fields as they stand. */
export function IncidentSummary({ fields }: { fields: IncidentFields }) {
  const { t } = useLingui();
  const risk = { serious: t`Serious`, not_serious: t`Not serious`, undetermined: t`Not determined` };
  const notified = (n: { notified: boolean; on: string | null }) => (n.notified ? (n.on ?? '') : t`No`);
  const rows: [string, string][] = [
    [t`Happened`, fields.occurredTo ? `${fields.occurredFrom} – ${fields.occurredTo}` : fields.occurredFrom],
    [t`Discovered`, fields.discoveredOn],
    [t`What happened`, fields.description],
    [t`Personal information concerned`, fields.information],
    [t`People`, fields.peopleCount === null ? t`Unknown` : String(fields.peopleCount)],
    [t`Risk of serious injury`, `${risk[fields.risk]}: ${fields.riskReasons}`],
    [t`Commission notified`, notified(fields.notifications.commission)],
    [t`People notified`, notified(fields.notifications.people)],
    [t`Public notified`, notified(fields.notifications.public)],
    [t`Measures taken`, fields.measures || '—'],
  ];
  return (
    <dl className="incident-summary">
      {rows.map(([k, v]) => (
        <div key={k} className="mb-1">
          <dt className="has-text-weight-semibold is-inline">{k}: </dt>
          <dd className="is-inline" style={{ whiteSpace: 'pre-wrap' }}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Container: an entry's addenda (listened to only while open) and the form to add one. */
function AddendaPanel({ incident }: { incident: IncidentRow }) {
  const { t, i18n } = useLingui();
  const { status, data } = useAddenda(incident.id);
  const [draft, setDraft] = useState(emptyDraft);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (status === 'loading') return <p className="has-text-grey">{t`Loading…`}</p>;
  if (status === 'error')
    return (
      <p className="help is-danger" role="alert">
        <Trans>The addenda could not be loaded.</Trans>
      </p>
    );
  const addenda: AddendumRow[] = data;
  const current = currentIncident(incident.fields, addenda);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await amendIncident({ incidentId: incident.id, changes: draftToChanges(draft, current), note });
      setDraft(emptyDraft());
      setNote('');
    } catch (err) {
      const e = callableError(err);
      setError(
        e.code === 'invalid-argument'
          ? t`Fill in at least one change and a note of 3 characters or more.`
          : t`The addendum could not be saved.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3" data-testid="incident-addenda">
      <h4 className="title is-6">
        <Trans>As it stands</Trans>
      </h4>
      <IncidentSummary fields={current} />
      <h4 className="title is-6 mt-3">
        <Trans>Addenda</Trans>
      </h4>
      {addenda.length === 0 ? (
        <p className="has-text-grey">
          <Trans>No addendum yet.</Trans>
        </p>
      ) : (
        <ol>
          {addenda.map((a) => (
            <li key={a.id} data-testid="incident-addendum">
              {formatDateTime(a.atMs, i18n.locale)}: {a.note} ({Object.keys(a.changes).join(', ')})
            </li>
          ))}
        </ol>
      )}
      <h4 className="title is-6 mt-3">
        <Trans>Add an addendum</Trans>
      </h4>
      <IncidentFieldsForm mode="addendum" draft={draft} onChange={setDraft} />
      <TextAreaField
        id={`note-${incident.id}`}
        label={<Trans>Why (dated and kept with the entry)</Trans>}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && (
        <p className="help is-danger" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={`button is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        onClick={() => void submit()}
        data-testid="incident-amend"
      >
        <Trans>Save the addendum</Trans>
      </button>
    </div>
  );
}

/** One entry: its reference and recorded fields; opened, its addenda and the addendum form. */
export function IncidentCard({ incident }: { incident: IncidentRow }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className="box" data-testid="incident-card">
      <p className="has-text-weight-semibold">
        {incident.reference} · <Trans>recorded</Trans> {formatDateTime(incident.recordedAtMs, i18n.locale)}
      </p>
      {!open && <IncidentSummary fields={incident.fields} />}
      <button type="button" className="button is-small mt-2" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? <Trans>Close</Trans> : <Trans>Addenda and changes</Trans>}
      </button>
      {open && <AddendaPanel incident={incident} />}
    </div>
  );
}
