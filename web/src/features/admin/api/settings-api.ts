import {
  editableSettings,
  parseAppSettings,
  parseStaffSettings,
  type Settings,
  type SettingsInput,
} from '@tasklane/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export type SettingsLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; settings: Settings; missing: string[] };

/**
 * Both settings documents, live, as one object for the editor. A missing or unreadable document
 * falls back to the defaults (the server does the same when it reads them), and says so, so the
 * admin knows saving will write it.
 */
export function useAllSettings(): SettingsLoad {
  const db = useFirestore();
  const app = useFirestoreDocData(webRefs.settings(db));
  const staff = useFirestoreDocData(webRefs.staffSettings(db));
  return useMemo((): SettingsLoad => {
    if (app.status === 'loading' || staff.status === 'loading') return { status: 'loading' };
    if (app.status === 'error' || staff.status === 'error') return { status: 'error' };
    const a = parseAppSettings(app.data);
    const s = parseStaffSettings(staff.data);
    const missing: string[] = [];
    if (a.missing || a.issues) missing.push('settings/app');
    if (s.missing || s.issues) missing.push('settings/staff');
    return { status: 'success', settings: editableSettings(a.value, s.value), missing };
  }, [app.status, app.data, staff.status, staff.data]);
}

/**
 * Saves both documents. An optional field left empty (a pack without a Stripe price id, no billing
 * e-mail) is undefined in the form; the Functions SDK would send it as null, which the schema
 * refuses, so it is left out, as a JSON body would leave it.
 */
export function updateSettings(settings: SettingsInput) {
  return call('updateSettings', { settings: JSON.parse(JSON.stringify(settings)) as SettingsInput });
}
