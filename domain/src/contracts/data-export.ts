import { z } from 'zod';
import { docIdField } from '../schemas/common.js';

// "Download my data" (docs/features/data-export.md).
export const dataExportContracts = {
  /**
   * Signed-in: asks for an archive of the caller's data, or (`teamId`, owners only) of a team's.
   * Built in the background; at most one finished or pending a day per person and per team
   * (reason `daily_limit`; a failed one does not count). Audited.
   */
  requestDataExport: {
    input: z.object({ teamId: docIdField.optional() }).strict(),
    output: z.object({ exportId: z.string() }),
  },
};
