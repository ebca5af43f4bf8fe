import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFIED_PARTIES, RISK_ASSESSMENTS, type IncidentFields, type NotifiedParty } from '@tasklane/domain';
import { useState } from 'react';
import { Field } from '../../../components/fields/field';

/** The form's raw values: text inputs, an empty date or number meaning "none" (or "unchanged" in an addendum). */
export interface IncidentDraft {
  occurredFrom: string;
  occurredTo: string;
  discoveredOn: string;
  description: string;
  information: string;
  peopleCount: string;
  risk: string;
  riskReasons: string;
  notified: Record<NotifiedParty, string>;
  measures: string;
}

export const emptyDraft = (): IncidentDraft => ({
  occurredFrom: '',
  occurredTo: '',
  discoveredOn: '',
  description: '',
  information: '',
  peopleCount: '',
  risk: '',
  riskReasons: '',
  notified: { commission: '', people: '', public: '' },
  measures: '',
});

const notice = (on: string) => (on ? { notified: true, on } : { notified: false, on: null });

/** A new entry from the draft (the server's schema checks it). */
export function draftToFields(d: IncidentDraft): IncidentFields {
  return {
    occurredFrom: d.occurredFrom,
    occurredTo: d.occurredTo || null,
    discoveredOn: d.discoveredOn,
    description: d.description,
    information: d.information,
    peopleCount: d.peopleCount === '' ? null : Number(d.peopleCount),
    risk: d.risk as IncidentFields['risk'],
    riskReasons: d.riskReasons,
    notifications: {
      commission: notice(d.notified.commission),
      people: notice(d.notified.people),
      public: notice(d.notified.public),
    },
    measures: d.measures,
  };
}

/** An addendum's changes: only what was filled in (notifications change together, from the current ones). */
export function draftToChanges(d: IncidentDraft, current: IncidentFields): Partial<IncidentFields> {
  const out: Partial<IncidentFields> = {};
  if (d.measures.trim()) out.measures = d.measures;
  if (d.risk) out.risk = d.risk as IncidentFields['risk'];
  if (d.riskReasons.trim()) out.riskReasons = d.riskReasons;
  if (d.peopleCount !== '') out.peopleCount = Number(d.peopleCount);
  if (d.information.trim()) out.information = d.information;
  if (NOTIFIED_PARTIES.some((p) => d.notified[p])) {
    out.notifications = { ...current.notifications };
    for (const p of NOTIFIED_PARTIES) if (d.notified[p]) out.notifications[p] = notice(d.notified[p]);
  }
  return out;
}

/**
 * Presentation: the fields of an entry. `mode="new"` asks for all of them; `mode="addendum"` shows
 * the ones that may change later, each left empty when unchanged.
 */
export function IncidentFieldsForm({
  mode,
  draft,
  onChange,
}: {
  mode: 'new' | 'addendum';
  draft: IncidentDraft;
  onChange: (d: IncidentDraft) => void;
}) {
  const { t } = useLingui();
  const [prefix] = useState(() => `inc-${mode}-${Math.random().toString(36).slice(2, 7)}`);
  const set = (k: keyof Omit<IncidentDraft, 'notified'>) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [k]: e.target.value });
  const riskLabel = {
    serious: t`Yes: a risk of serious injury`,
    not_serious: t`No`,
    undetermined: t`Not determined yet`,
  };
  const partyLabel = {
    commission: t`Commission notified on`,
    people: t`People affected notified on`,
    public: t`Public notified on`,
  };
  const field = (id: string, label: string, input: React.ReactNode) => (
    <Field id={`${prefix}-${id}`} label={label}>
      {input}
    </Field>
  );
  const text = (k: 'description' | 'information' | 'riskReasons' | 'measures', label: string) =>
    field(
      k,
      label,
      <textarea id={`${prefix}-${k}`} className="textarea" rows={2} value={draft[k]} onChange={set(k)} />,
    );
  const date = (k: 'occurredFrom' | 'occurredTo' | 'discoveredOn', label: string) =>
    field(k, label, <input id={`${prefix}-${k}`} className="input" type="date" value={draft[k]} onChange={set(k)} />);
  return (
    <div data-testid={`incident-form-${mode}`}>
      {mode === 'new' && (
        <div className="columns">
          <div className="column">{date('occurredFrom', t`Happened on (or from)`)}</div>
          <div className="column">{date('occurredTo', t`Until (for a period)`)}</div>
          <div className="column">{date('discoveredOn', t`Discovered on`)}</div>
        </div>
      )}
      {mode === 'new' && text('description', t`What happened`)}
      {text('information', t`Which personal information`)}
      {field(
        'peopleCount',
        t`How many people (empty: unknown)`,
        <input
          id={`${prefix}-peopleCount`}
          className="input"
          type="number"
          min={0}
          value={draft.peopleCount}
          onChange={set('peopleCount')}
        />,
      )}
      {field(
        'risk',
        t`Risk of serious injury`,
        <div className="select">
          <select id={`${prefix}-risk`} value={draft.risk} onChange={set('risk')}>
            <option value="">{mode === 'new' ? t`Choose…` : t`Unchanged`}</option>
            {RISK_ASSESSMENTS.map((r) => (
              <option key={r} value={r}>
                {riskLabel[r]}
              </option>
            ))}
          </select>
        </div>,
      )}
      {text('riskReasons', t`Reasons for the assessment`)}
      <div className="columns">
        {NOTIFIED_PARTIES.map((p) => (
          <div className="column" key={p}>
            {field(
              `notified-${p}`,
              partyLabel[p],
              <input
                id={`${prefix}-notified-${p}`}
                className="input"
                type="date"
                value={draft.notified[p]}
                onChange={(e) => onChange({ ...draft, notified: { ...draft.notified, [p]: e.target.value } })}
              />,
            )}
          </div>
        ))}
      </div>
      {text('measures', t`Measures taken`)}
      <p className="help">
        <Trans>Name no customer or user here: the register is kept at least 5 years and outlives accounts.</Trans>
      </p>
    </div>
  );
}
