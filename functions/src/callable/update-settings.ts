import { settingsDiff, splitSettings } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { readSettings, settingsRef, staffSettingsRef } from '../lib/settings.js';

/**
 * An admin replaces the settings (both documents: public settings/app and staff-only
 * settings/staff) in one transaction, with one audit entry listing every changed field before and
 * after. The input is the whole settings object, parsed by the same schema the editor uses.
 * Nothing is cached anywhere: every price, tier and capacity is read from these documents when
 * used (the web listens to settings/app), so a change applies at once.
 */
export const updateSettings = defineCallable('updateSettings', 'admin', async ({ settings }, { uid }) => {
  const actor = uid;
  const changes = await db.runTransaction(async (tx) => {
    const current = await readSettings(tx);
    const diff = settingsDiff(current, settings);
    if (diff.length === 0) return diff;
    const { app, staff } = splitSettings(settings);
    tx.set(settingsRef(), { ...app, updatedAt: FieldValue.serverTimestamp() });
    tx.set(staffSettingsRef(), { ...staff, updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: actor,
      action: 'settings_updated',
      entityType: 'settings',
      entityId: 'app',
      metadata: { changes: diff },
    });
    return diff;
  });
  logs.settingsUpdated(
    actor,
    changes.map((c) => c.path),
  );
  return { changed: changes.length };
});
