import { defineCallable } from '../lib/callable.js';
import { amendIncident } from '../lib/privacy/incidents.js';

/** Admins only: a dated addendum to an entry of the incident register; nothing is overwritten. */
export const amendPrivacyIncident = defineCallable('amendPrivacyIncident', 'admin', async (input, { uid }) =>
  amendIncident(uid, input),
);
