import { REGION } from '@tasklane/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { buildDataExport } from '../lib/data-export/build.js';

/**
 * Builds a requested data export in the background. The zip is streamed into the bucket, so the
 * memory needed does not grow with the archive (bench/export-memory.md); the time does.
 */
export const buildDataExportOnCreate = onDocumentCreated(
  { document: 'dataExports/{exportId}', region: REGION, timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    await buildDataExport(event.params.exportId);
  },
);
