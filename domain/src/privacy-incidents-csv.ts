import type { Locale } from './constants.js';
import { currentIncident, type IncidentAddendum, type PrivacyIncident } from './schemas/privacy-incident.js';

// The register's CSV export, for the Commission on request: one row per entry as it stands (its
// addenda applied), with the number of addenda and the last one's date. Headers in the admin's
// language; a UTF-8 byte-order mark so spreadsheets show accents.

const HEADERS: Record<Locale, string[]> = {
  en: [
    'Reference',
    'Recorded',
    'Occurred from',
    'Occurred to',
    'Discovered',
    'What happened',
    'Information concerned',
    'People affected',
    'Risk of serious injury',
    'Reasons',
    'Commission notified',
    'People notified',
    'Public notified',
    'Measures taken',
    'Addenda',
    'Last addendum',
  ],
  fr: [
    'Référence',
    'Consigné le',
    'Survenu du',
    'Survenu au',
    'Découvert le',
    'Ce qui est arrivé',
    'Renseignements concernés',
    'Personnes touchées',
    'Risque de préjudice sérieux',
    'Motifs',
    'Commission avisée',
    'Personnes avisées',
    'Public avisé',
    'Mesures prises',
    'Addenda',
    'Dernier addenda',
  ],
};

const RISK: Record<Locale, Record<string, string>> = {
  en: { serious: 'Yes', not_serious: 'No', undetermined: 'Undetermined' },
  fr: { serious: 'Oui', not_serious: 'Non', undetermined: 'Indéterminé' },
};
const NO: Record<Locale, string> = { en: 'No', fr: 'Non' };
const UNKNOWN: Record<Locale, string> = { en: 'Unknown', fr: 'Inconnu' };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function cell(v: string): string {
  // Quoted when needed; a leading formula character is neutralised (CSV injection).
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function incidentsCsv(
  entries: { incident: PrivacyIncident; addenda: IncidentAddendum[] }[],
  locale: Locale,
): string {
  const rows = entries.map(({ incident, addenda }) => {
    const f = currentIncident(incident.fields, addenda);
    const notice = (n: { notified: boolean; on: string | null }) => (n.notified ? (n.on ?? '') : NO[locale]);
    const last = addenda.reduce((m, a) => Math.max(m, a.atMs), 0);
    return [
      incident.reference,
      day(incident.recordedAtMs),
      f.occurredFrom,
      f.occurredTo ?? f.occurredFrom,
      f.discoveredOn,
      f.description,
      f.information,
      f.peopleCount === null ? UNKNOWN[locale] : String(f.peopleCount),
      RISK[locale][f.risk] ?? f.risk,
      f.riskReasons,
      notice(f.notifications.commission),
      notice(f.notifications.people),
      notice(f.notifications.public),
      f.measures,
      String(addenda.length),
      last ? day(last) : '',
    ];
  });
  return '\uFEFF' + [HEADERS[locale], ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
