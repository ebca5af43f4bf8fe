import { z } from 'zod';
import { storedFileSchema } from '../files.js';
import { timestampLike } from './common.js';
import { taskInputBaseSchema, taskInputRefine } from './task.js';

// A schedule: a task template (everything the task form takes) plus a rhythm in America/Toronto
// time. Pure data; the occurrence calculator is in ../schedules.ts.

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdayField = z.number().int().min(1, 'weekday_invalid').max(7, 'weekday_invalid');
/** A local calendar date, `YYYY-MM-DD`. */
export const localDateField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date_invalid')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'date_invalid');
/** A local wall-clock time, `HH:MM` (24 h). */
export const localTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid');

const weekdays = z
  .array(weekdayField)
  .min(1, 'weekdays_required')
  .max(7, 'weekdays_required')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const scheduleRhythmSchema = z.discriminatedUnion('kind', [
  /** Every week, on the chosen weekdays. */
  z.object({ kind: z.literal('weekly'), weekdays }),
  /** Every other week, on the chosen weekdays; weeks count from the start date's week (Monday-based). */
  z.object({ kind: z.literal('every_2_weeks'), weekdays }),
  /** A day of the month; 29–31 fall on a shorter month's last day. */
  z.object({ kind: z.literal('monthly_day'), day: z.number().int().min(1, 'day_invalid').max(31, 'day_invalid') }),
  /** The nth weekday of the month ("the first Monday"). */
  z.object({
    kind: z.literal('monthly_weekday'),
    nth: z.number().int().min(1, 'nth_invalid').max(4, 'nth_invalid'),
    weekday: weekdayField,
  }),
]);
export type ScheduleRhythm = z.infer<typeof scheduleRhythmSchema>;

export const scheduleEndSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  /** The last local date an occurrence may fall on (inclusive). */
  z.object({ kind: z.literal('until'), date: localDateField }),
  /** A number of occurrences, counted from the start (submitted, skipped for credits or missed). */
  z.object({ kind: z.literal('count'), count: z.number().int().min(1, 'count_invalid').max(520, 'count_invalid') }),
]);
export type ScheduleEnd = z.infer<typeof scheduleEndSchema>;

/** When a schedule runs: the rhythm, the local time, the first date and the end. */
export const scheduleTimingSchema = z
  .object({
    rhythm: scheduleRhythmSchema,
    time: localTimeField,
    startDate: localDateField,
    end: scheduleEndSchema,
  })
  .refine((t) => t.end.kind !== 'until' || t.end.date >= t.startDate, {
    path: ['end', 'date'],
    message: 'end_before_start',
  });
export type ScheduleTiming = z.infer<typeof scheduleTimingSchema>;

/** The template: the task form's fields. The account's brand kit applies by itself (it is the account's). */
export const scheduleTemplateSchema = taskInputBaseSchema.superRefine(taskInputRefine);
export type ScheduleTemplate = z.infer<typeof scheduleTemplateSchema>;

export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/**
 * Why a schedule is paused: by a person, because its creator can no longer act for the account, or
 * held for a team owner's approval (a member's schedule): waiting, or its request declined, expired
 * or withdrawn (DECISIONS, "Approvals in a team").
 */
export const SCHEDULE_PAUSE_REASONS = [
  'by_user',
  'creator_gone',
  'awaiting_approval',
  'approval_declined',
  'approval_expired',
  'approval_withdrawn',
] as const;
export type SchedulePauseReason = (typeof SCHEDULE_PAUSE_REASONS)[number];
/** The pause reasons of a schedule held by the team's approval rule. */
export const APPROVAL_HOLDS: readonly SchedulePauseReason[] = [
  'awaiting_approval',
  'approval_declined',
  'approval_expired',
  'approval_withdrawn',
];

/** At most this many files a schedule carries (the settings' own attachment limit is at most 20). */
export const SCHEDULE_MAX_FILES = 20;
/** At most this many skipped dates are kept (past ones are dropped first). */
export const MAX_SKIP_DATES = 60;
/** How many upcoming occurrences a schedule document carries for the screens. */
export const UPCOMING_SHOWN = 5;

export const upcomingOccurrenceSchema = z.object({ localDate: localDateField, runAtMs: z.number() });
export type UpcomingOccurrence = z.infer<typeof upcomingOccurrenceSchema>;

/** schedules/{scheduleId}: written by functions only; the account's members read it. */
export const scheduleSchema = z.object({
  /** The paying account: a person's uid or a team's id. */
  accountId: z.string(),
  /** Who made it; each occurrence acts as them (DECISIONS, "Who an automated order acts as"). */
  createdBy: z.string(),
  template: scheduleTemplateSchema,
  timing: scheduleTimingSchema,
  status: z.enum(SCHEDULE_STATUSES),
  pausedReason: z.enum(SCHEDULE_PAUSE_REASONS).nullable(),
  skipDates: z.array(localDateField).max(MAX_SKIP_DATES),
  /** The next occurrence's instant and local date; null while paused or ended. The scheduler queries nextRunAt. */
  nextRunAt: timestampLike.nullable(),
  nextLocalDate: localDateField.nullable(),
  /** nextRunAt minus 24 hours, until the notice for that occurrence went out (then null). */
  noticeAt: timestampLike.nullable(),
  /** The next few occurrences (at most UPCOMING_SHOWN), for the screens. */
  upcoming: z.array(upcomingOccurrenceSchema).max(UPCOMING_SHOWN),
  /** Occurrences consumed so far (submitted, skipped for want of credits, missed), for an end by count. */
  occurrencesDone: z.number().int().min(0),
  /** The price of one occurrence at the last write (settings may change it by run time). */
  priceCredits: z.number().int().min(0),
  /**
   * The price of one occurrence an approval covers (team approvals): occurrences run while their
   * price does not exceed it. Null when no approval applies (a personal schedule, an owner's, or a
   * member's the rule does not catch): then no ceiling, and the submission path applies the rule.
   */
  approvedPriceCredits: z.number().int().min(0).nullable(),
  /**
   * The files of the task it repeats (createSchedule's fromTaskId), copied under
   * `schedules/{id}/attachments/`; each occurrence gets its own copy of them. Absent: none.
   */
  attachments: z.array(storedFileSchema).max(SCHEDULE_MAX_FILES).optional(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const OCCURRENCE_OUTCOMES = [
  /** Submitted at its time (or late, under 6 hours: `lateByMs`). */
  'submitted',
  /** Submitted by hand after a skip. */
  'submitted_by_hand',
  /** The wallet was short, or the member's cap reached: nothing charged. */
  'skipped',
  /** Missed by more than 6 hours (downtime): never submitted. */
  'missed',
] as const;
export type OccurrenceOutcome = (typeof OCCURRENCE_OUTCOMES)[number];
export const SKIP_REASONS = [
  'insufficient_credits',
  'spending_cap',
  'price_above_approved',
  'terms_not_accepted',
  'refused',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** schedules/{scheduleId}/occurrences/{localDate}: what became of each occurrence (one per date). */
export const occurrenceSchema = z.object({
  accountId: z.string(),
  localDate: localDateField,
  runAt: timestampLike,
  outcome: z.enum(OCCURRENCE_OUTCOMES),
  reason: z.enum(SKIP_REASONS).nullable(),
  taskId: z.string().nullable(),
  priceCredits: z.number().int().min(0),
  lateByMs: z.number().int().min(0),
  /** A skipped occurrence can be submitted by hand until its time plus its tier's hours. */
  submitBy: timestampLike.nullable(),
  at: timestampLike,
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
