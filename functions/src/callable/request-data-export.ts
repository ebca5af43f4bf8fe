import { defineCallable } from '../lib/callable.js';
import { requestExport } from '../lib/data-export/request.js';

/**
 * "Download my data" (docs/features/data-export.md): queues an archive of the caller's data, or
 * with `teamId` of a team they own. The builder runs in the background (buildDataExportOnCreate).
 */
export const requestDataExport = defineCallable('requestDataExport', 'user', async ({ teamId }, { uid }) =>
  requestExport(uid, teamId),
);
