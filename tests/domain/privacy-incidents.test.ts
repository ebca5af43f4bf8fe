import { currentIncident, incidentsCsv, type IncidentFields, type PrivacyIncident } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const fields: IncidentFields = {
  occurredFrom: '2026-11-01',
  occurredTo: null,
  discoveredOn: '2026-11-02',
  description: 'Un courriel envoyé à la mauvaise adresse, "par erreur"',
  information: 'Nom, courriel',
  peopleCount: null,
  risk: 'undetermined',
  riskReasons: 'À évaluer',
  notifications: {
    commission: { notified: false, on: null },
    people: { notified: false, on: null },
    public: { notified: false, on: null },
  },
  measures: '=HYPERLINK("x")',
};
const incident: PrivacyIncident = { reference: 'INC-2026-0001', recordedAtMs: Date.UTC(2026, 10, 2), fields };
const addenda = [
  { atMs: Date.UTC(2026, 10, 6), changes: { risk: 'not_serious' as const }, note: 'b' },
  { atMs: Date.UTC(2026, 10, 4), changes: { risk: 'serious' as const, peopleCount: 3 }, note: 'a' },
];

describe('the incident register', () => {
  it('applies addenda oldest first, leaving the recorded fields as they were', () => {
    expect(currentIncident(fields, addenda)).toMatchObject({ risk: 'not_serious', peopleCount: 3 });
    expect(fields.risk).toBe('undetermined');
  });

  it('exports CSV with a BOM, headers in the reader language, quoting and no formula', () => {
    const csv = incidentsCsv([{ incident, addenda }], 'fr');
    expect(csv.startsWith('\uFEFFRéférence,Consigné le,')).toBe(true);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row).toContain('INC-2026-0001,2026-11-02,2026-11-01,2026-11-01,2026-11-02,');
    expect(row).toContain('"Un courriel envoyé à la mauvaise adresse, ""par erreur"""');
    expect(row).toContain(',3,Non,');
    expect(row).toContain(`"'=HYPERLINK(""x"")",2,2026-11-06`);
    expect(incidentsCsv([], 'en')).toBe(
      '\uFEFFReference,Recorded,Occurred from,Occurred to,Discovered,What happened,Information concerned,People affected,Risk of serious injury,Reasons,Commission notified,People notified,Public notified,Measures taken,Addenda,Last addendum\r\n',
    );
  });
});
