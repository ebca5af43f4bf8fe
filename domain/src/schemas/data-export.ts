import { z } from 'zod';
import { LOCALES } from '../constants.js';

// "Download my data" (Law 25 s.27; docs/features/data-export.md): one document per requested
// archive, written only by the functions. The web lists the person's own to show progress and
// past exports.

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished archive is served, and the window of the one-a-day limit. */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many finished (or pending) exports per person and per team in DATA_EXPORT_TTL_MS. */
export const DATA_EXPORTS_PER_DAY = 1;
/** A build that has not finished in this time is taken for dead and may be claimed again. */
export const DATA_EXPORT_STALE_MS = 15 * 60 * 1000;

export const dataExportSchema = z.object({
  /** The person who asked: the only one the archive is served to. */
  requestedBy: z.string(),
  /** The person's uid (a personal export) or the team's id (an owner's export of the team). */
  accountId: z.string(),
  scope: z.enum(['personal', 'team']),
  /** The team's name when scope is 'team', for the list on /profile. */
  teamName: z.string().nullable(),
  /** The language of the e-mail and of the CSV headers (the requester's profile language). */
  locale: z.enum(LOCALES),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0..1, written as the archive grows. */
  progress: z.number().min(0).max(1),
  /** The file the builder is at ('tasks.json', 'files/…'), for the progress line. */
  step: z.string().nullable(),
  createdAtMs: z.number(),
  startedAtMs: z.number().nullable(),
  readyAtMs: z.number().nullable(),
  /** When the archive stops being served and the retention job deletes it. */
  expiresAtMs: z.number().nullable(),
  /** The archive's size in bytes once ready. */
  size: z.number().int().min(0).nullable(),
  /** How many files of each kind went in ({ 'tasks.json': 500, files: 12 }). */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** A failure's short code (never a stack or a path). */
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** Where the archive lives in the private bucket (served only through downloadDataExport). */
export const dataExportObjectPath = (exportId: string) => `exports/${exportId}.zip`;

/** The archive's name when downloaded: tasklane-data-2026-11-29.zip (a team's: tasklane-team-data-…). */
export const dataExportFileName = (scope: 'personal' | 'team', readyAtMs: number) =>
  `tasklane-${scope === 'team' ? 'team-' : ''}data-${new Date(readyAtMs).toISOString().slice(0, 10)}.zip`;
