import { z } from 'zod';
import { API_KEY_SCOPES } from '../schemas/api-key.js';
import { docIdField } from '../schemas/common.js';
import { lineField } from '../schemas/profile.js';
import { payingAccountField } from '../schemas/team.js';

/** API keys: a person makes them for their own account, an owner for a team (DECISIONS, "Ordering API"). */
export const apiKeysContracts = {
  createApiKey: {
    input: z.object({
      accountId: payingAccountField,
      name: lineField().min(1, 'key_name_required').max(60, 'key_name_too_long'),
      scope: z.enum(API_KEY_SCOPES, 'key_scope_required'),
    }),
    /** `secret` is shown once: only its hash is stored. */
    output: z.object({ keyId: z.string(), secret: z.string(), prefix: z.string() }),
  },
  revokeApiKey: {
    input: z.object({ keyId: docIdField }),
    output: z.object({ ok: z.literal(true) }),
  },
};
