// The confidentiality-incident register: admins record entries and append dated addenda; nothing
// is overwritten or deleted, no entry names a user, reviewers and customers are refused, and no
// retention job or account deletion touches it (kept at least 5 years).
import type { CallableInput, IncidentAddendum, PrivacyIncident } from '@tasklane/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_PERSONAL_DATA, PERSONAL_DATA } from '../../functions/src/lib/personal-data';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';

const opened: TestClient[] = [];
let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const entry = (over: Partial<CallableInput<'recordPrivacyIncident'>> = {}): CallableInput<'recordPrivacyIncident'> => ({
  occurredFrom: '2026-11-01',
  occurredTo: '2026-11-03',
  discoveredOn: '2026-11-04',
  description: 'A delivery e-mail went to the wrong address.',
  information: 'Name, e-mail address and one task title.',
  peopleCount: 1,
  risk: 'not_serious',
  riskReasons: 'The recipient is a known business client who confirmed deleting it.',
  notifications: {
    commission: { notified: false, on: null },
    people: { notified: true, on: '2026-11-05' },
    public: { notified: false, on: null },
  },
  measures: '',
  ...over,
});

describe('recordPrivacyIncident and amendPrivacyIncident', () => {
  it('records an entry with a reference and no user id; an addendum changes nothing already written', async () => {
    const { incidentId, reference } = await admin.call('recordPrivacyIncident', entry());
    expect(reference).toMatch(/^INC-\d{4}-\d{4}$/);
    const ref = adminDb.doc(`privacyIncidents/${incidentId}`);
    const recorded = (await ref.get()).data() as PrivacyIncident;
    expect(recorded.fields).toEqual(entry());
    expect(JSON.stringify(recorded)).not.toContain(admin.uid as string);

    const { addendumId } = await admin.call('amendPrivacyIncident', {
      incidentId,
      changes: { measures: 'Delivery addresses are now checked twice.', risk: 'undetermined' },
      note: 'Measures decided at the review meeting.',
    });
    await admin.call('amendPrivacyIncident', {
      incidentId,
      changes: { risk: 'not_serious' },
      note: 'Reassessed.',
    });
    expect((await ref.get()).data()).toEqual(recorded);
    const addenda = (await ref.collection('addenda').get()).docs.map((d) => d.data() as IncidentAddendum);
    expect(addenda).toHaveLength(2);
    const first = (await ref.collection('addenda').doc(addendumId).get()).data() as IncidentAddendum;
    expect(first.changes).toEqual({ measures: 'Delivery addresses are now checked twice.', risk: 'undetermined' });
    expect(first.atMs).toBeGreaterThan(0);
  });

  it('refuses the signed-out, a customer and a reviewer', async () => {
    const customer = await signedInClient();
    const reviewer = await signedInClient({ reviewer: true });
    opened.push(customer, reviewer);
    expect((await errorOf(anonymousClient().call('recordPrivacyIncident', entry()))).code).toBe(
      'functions/unauthenticated',
    );
    for (const c of [customer, reviewer]) {
      expect((await errorOf(c.call('recordPrivacyIncident', entry()))).code).toBe('functions/permission-denied');
      expect(
        (
          await errorOf(
            c.call('amendPrivacyIncident', { incidentId: 'INC-2026-0001', changes: { measures: 'x' }, note: 'why' }),
          )
        ).code,
      ).toBe('functions/permission-denied');
    }
  });

  it('refuses bad input: a period ending before it starts, a notice without its date, an empty addendum, an unknown entry', async () => {
    const bad = [
      entry({ occurredTo: '2026-10-01' }),
      entry({ notifications: { ...entry().notifications, commission: { notified: true, on: null } } }),
      entry({ description: '' }),
      { ...entry(), risk: 'maybe' },
    ];
    for (const input of bad)
      expect((await errorOf(admin.callRaw('recordPrivacyIncident', input))).code).toBe('functions/invalid-argument');
    expect(
      (await errorOf(admin.call('amendPrivacyIncident', { incidentId: 'INC-2026-0001', changes: {}, note: 'why' })))
        .code,
    ).toBe('functions/invalid-argument');
    expect(
      (
        await errorOf(
          admin.call('amendPrivacyIncident', { incidentId: 'INC-1999-9999', changes: { measures: 'x' }, note: 'why' }),
        )
      ).code,
    ).toBe('functions/not-found');
  });

  it('is outside account deletion and every job: only its own module writes it', () => {
    expect(Object.keys(PERSONAL_DATA)).not.toContain('privacyIncidents');
    const root = path.resolve(import.meta.dirname, '../../functions/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const touching = files.filter((f) =>
      /privacyIncidents|incidentAddenda/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    // personal-data.ts names it only on the list of collections outside personal data, with its reason.
    expect(touching.sort()).toEqual(['lib/collections.ts', 'lib/personal-data.ts', 'lib/privacy/incidents.ts']);
    expect(Object.keys(OUTSIDE_PERSONAL_DATA)).toContain('privacyIncidents');
  });
});
