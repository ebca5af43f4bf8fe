import { defineCallable } from '../lib/callable.js';
import { recordIncident } from '../lib/privacy/incidents.js';

/** Admins only: a new entry of the confidentiality-incident register (docs/features/privacy.md). */
export const recordPrivacyIncident = defineCallable('recordPrivacyIncident', 'admin', async (fields, { uid }) =>
  recordIncident(uid, fields),
);
