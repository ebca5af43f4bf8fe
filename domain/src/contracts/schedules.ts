import { z } from 'zod';
import { docIdField } from '../schemas/common.js';
import { accountIdField } from '../schemas/team.js';
import {
  localDateField,
  scheduleTemplateSchema,
  scheduleTimingSchema,
  upcomingOccurrenceSchema,
} from '../schemas/schedule.js';

// Recurring tasks. A schedule belongs to a paying account; its creator, and a team's owners,
// manage it; every member reads it. The scheduler submits its occurrences (DECISIONS, "Recurring tasks").
const ok = z.object({ ok: z.literal(true) });
const scheduleRef = z.object({ scheduleId: docIdField });
const planned = z.object({
  scheduleId: z.string(),
  priceCredits: z.number(),
  upcoming: z.array(upcomingOccurrenceSchema),
});
const tickOutput = z.object({
  due: z.number(),
  submitted: z.number(),
  late: z.number(),
  skipped: z.number(),
  missed: z.number(),
  paused: z.number(),
  notices: z.number(),
  reads: z.number(),
  writes: z.number(),
});
export type ScheduleTickResult = z.infer<typeof tickOutput>;

export const schedulesContracts = {
  /** Any member of the account (or the person, for their own): the creator is the caller. */
  createSchedule: {
    input: z.object({
      requestId: z.string().trim().min(8, 'request_id_required').max(128),
      accountId: accountIdField,
      /** The task it repeats, whose attached files the schedule keeps a copy of (same account). */
      fromTaskId: docIdField.optional(),
      template: scheduleTemplateSchema,
      timing: scheduleTimingSchema,
    }),
    output: planned,
  },
  /** The creator or a team owner: applies to future occurrences only. */
  updateSchedule: {
    input: z.object({ scheduleId: docIdField, template: scheduleTemplateSchema, timing: scheduleTimingSchema }),
    output: planned,
  },
  pauseSchedule: { input: scheduleRef, output: ok },
  /** Resuming a schedule whose creator left makes the resuming owner its creator. */
  resumeSchedule: { input: scheduleRef, output: planned },
  /** Skip (or un-skip) one future date, such as a holiday. */
  skipScheduleDate: {
    input: z.object({ scheduleId: docIdField, localDate: localDateField, skip: z.boolean() }),
    output: planned,
  },
  deleteSchedule: { input: scheduleRef, output: ok },
  /** An occurrence skipped for want of credits (or the cap), submitted by hand before its time plus its tier's hours. */
  submitSkippedOccurrence: {
    input: z.object({ scheduleId: docIdField, localDate: localDateField }),
    output: z.object({ taskId: z.string(), priceCredits: z.number(), balance: z.number() }),
  },
  /** Emulator only: one scheduler run at a chosen time. */
  runScheduleTickDev: { input: z.object({ nowMs: z.number().int().optional() }), output: tickOutput },
};
