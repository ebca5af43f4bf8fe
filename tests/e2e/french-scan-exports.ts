// The French scan's data exports: one in each state /profile lists, written as the builder leaves
// them (its trigger skips any that is not queued).
import { DAY, H } from './french-scan-table';

export async function seedDataExports(uid: string, now: number): Promise<void> {
  const { adminDb } = await import('../support/functions-client');
  const exportDoc = (status: string, ago: number, extra: Record<string, unknown> = {}) => ({
    requestedBy: uid,
    accountId: uid,
    scope: 'personal',
    teamName: null,
    locale: 'fr',
    status,
    progress: status === 'building' ? 0.4 : status === 'failed' ? 0.2 : 1,
    step: null,
    createdAtMs: now - ago,
    startedAtMs: now - ago,
    readyAtMs: null,
    expiresAtMs: null,
    size: null,
    counts: {},
    error: status === 'failed' ? 'build_failed' : null,
    ...extra,
  });
  await Promise.all([
    adminDb.collection('dataExports').add(exportDoc('building', 60_000)),
    adminDb.collection('dataExports').add(exportDoc('ready', H, { readyAtMs: now - H, expiresAtMs: now + 23 * H })),
    adminDb.collection('dataExports').add(exportDoc('failed', 2 * H)),
    adminDb.collection('dataExports').add(exportDoc('expired', 3 * DAY, { readyAtMs: now - 3 * DAY })),
  ]);
}
