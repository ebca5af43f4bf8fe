import { REGION } from '@tasklane/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { handleApi } from '../lib/api/router.js';

/** The ordering API, behind the Hosting rewrite `/api/v1/**` (docs/features/ordering-api.md). No CORS. */
export const api = onRequest({ region: REGION, cors: false, timeoutSeconds: 120 }, (req, res) => handleApi(req, res));
