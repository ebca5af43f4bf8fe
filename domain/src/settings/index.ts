// The settings, in one place. Two documents: settings/app (public: what customers and visitors
// see) and settings/staff (admins only: drafting). Readers by kind:
// - the server and the admin's editor parse with zod (parse.ts);
// - signed-in screens check settings/app without zod (check.ts);
// - public pages check the shape of the public answer (public-answer.ts).
// A new setting goes in schema.ts, defaults.ts and check.ts; docs/settings.md says the rest.
export * from './schema.js';
export * from './defaults.js';
export * from './check.js';
export * from './public-answer.js';
export * from './parse.js';
export * from './diff.js';
